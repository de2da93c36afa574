import { countOf } from '../../../domain/french-plural'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OrderSummary } from '../../../application/portal/ports/order-gateway'
import type { Page } from '../../../application/portal/ports/portal-data'
import { EmptyState } from '../../kit/list-states/list-states'
import { PortalPagination } from '../../kit/pagination/pagination'
import { type ListView, pageCount } from '../../app/router/list-paging'
import type { OrderSort } from '../../app/router/portal-search'
import type { PageSize, SortOrder } from '../../app/router/search-params'
import { OrderFilters, type OrderFilterValues } from './order-filters'
import styles from './orders.module.css'
import { type OrderSelection, OrdersTable } from './orders-table'

/** A change to the list's URL state; `page: undefined` sends the list back to its first page. */
export type OrdersSearchPatch = { tri?: OrderSort; ordre?: SortOrder; page?: number; parPage?: PageSize }

type Props = {
  readonly caption: string
  readonly purpose: 'mine' | 'validate'
  readonly data: Page<OrderSummary>
  readonly view: ListView<OrderSort>
  /** What to show when the page has no order (it differs between "mine" and "to validate"). */
  readonly empty: ReactNode
  readonly onSearch: (patch: OrdersSearchPatch) => void
  readonly selection?: OrderSelection
}

// The body shared by "Mes commandes" and "Commandes à valider": the table (or its empty state)
// and the pagination, both driven by the URL.
export function OrdersListResults({ caption, purpose, data, view, empty, onSearch, selection }: Props) {
  const pages = pageCount(data.total, view.pageSize)
  return (
    <>
      {data.items.length === 0 && data.total > 0 ? (
        // Past the last page (an old link, a hand-typed URL): orders exist, this page has none.
        <EmptyState>
          <p>{`La page ${view.page} n’existe pas : cette liste compte ${countOf(pages, 'page', 'pages')}.`}</p>
          <p>
            <Link to="." search={(previous: Record<string, unknown>) => ({ ...previous, page: undefined })}>
              Revenir à la première page
            </Link>
          </p>
        </EmptyState>
      ) : data.items.length === 0 ? (
        empty
      ) : (
        <OrdersTable
          caption={caption}
          purpose={purpose}
          orders={data.items}
          {...(selection === undefined ? {} : { selection })}
          sort={view.sort}
          order={view.order}
          onSort={(tri, ordre) => onSearch({ tri, ordre, page: undefined })}
        />
      )}
      {data.total > 0 ? (
        <PortalPagination
          page={view.page}
          pageCount={pages}
          pageSize={view.pageSize}
          total={data.total}
          noun={{ one: 'commande', many: 'commandes' }}
          onPage={(page) => onSearch({ page })}
          onPageSize={(parPage) => onSearch({ parPage, page: undefined })}
        />
      ) : null}
    </>
  )
}

type OrdersListProps = Omit<Props, 'onSearch'> & {
  /** The list's filter: by status (my orders) or by the shop that ordered (the orders to validate). */
  readonly by: Parameters<typeof OrderFilters>[0]['by']
  readonly filters: OrderFilterValues
  /** The section's accessible name. */
  readonly label: string
  /** Merges a change into the address's search params. */
  readonly onSearch: (patch: OrdersSearchPatch & OrderFilterValues) => void
  /** Actions on the selected orders, above the table (the head office's grouped acceptance). */
  readonly toolbar?: ReactNode
}

// The filters and the results of both order lists: applying filters keeps the other params and goes
// back to the first page; the section is busy while the router loads the next page.
export function OrdersList({ by, filters, label, onSearch, toolbar, ...results }: OrdersListProps) {
  const busy = useRouterState({ select: (state) => state.isLoading })
  return (
    <>
      <OrderFilters
        by={by}
        values={filters}
        onApply={(applied) =>
          onSearch({
            ...(by.kind === 'status' ? { statut: applied.statut } : { magasin: applied.magasin }),
            du: applied.du,
            au: applied.au,
            page: undefined,
          })
        }
      />
      <section className={styles.list} aria-label={label} aria-busy={busy}>
        {toolbar}
        <OrdersListResults {...results} onSearch={onSearch} />
      </section>
    </>
  )
}
