import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { isOrderStatus, type OrderStatus } from '../../../domain/order-status'
import type { PagingParams } from '../../../domain/paging'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { EmptyState } from '../../kit/list-states/list-states'
import { PortalPage } from '../layout/portal-page'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { myOrdersQuery } from './orders.queries'
import { listView, pagingParams } from '../../app/router/list-paging'
import { type MyOrdersSearch, myOrdersSearch } from '../../app/router/portal-search'
import { ExportOrdersButton } from './export-orders-button'
import styles from './orders.module.css'
import { OrdersList } from './orders-list-results'
import { ReorderLastOrder } from './reorder-last-order'

const route = getRouteApi('/account/order/')
const TITLE = 'Mes commandes'
const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const

function statusOf(search: MyOrdersSearch): OrderStatus | undefined {
  return isOrderStatus(search.statut) ? search.statut : undefined
}

/** The range dialect's filters (decisions §5): status, date_from, date_to. */
export function myOrdersPaging(search: MyOrdersSearch): PagingParams {
  return pagingParams(listView(search, DEFAULT_SORT), {
    status: statusOf(search),
    date_from: search.du,
    date_to: search.au,
  })
}

export const MyOrdersLoadError = routeLoadError({
  trail: ACCOUNT_CRUMBS,
  title: TITLE,
  message: PORTAL_MESSAGES.ordersList,
})

export function MyOrdersPage() {
  const runUseCase = useRunUseCase()
  const search = myOrdersSearch(route.useSearch())
  const navigate = route.useNavigate()
  const view = listView(search, DEFAULT_SORT)
  const paging = myOrdersPaging(search)
  const { data } = useSuspenseQuery(myOrdersQuery(runUseCase, paging))
  const filtered = statusOf(search) !== undefined || search.du !== undefined || search.au !== undefined

  return (
    <PortalPage
      trail={ACCOUNT_CRUMBS}
      title={TITLE}
      actions={
        <div className={styles.noPrint}>
          <ReorderLastOrder />
          {data.total > 0 ? <ExportOrdersButton paging={paging} /> : null}
        </div>
      }
    >
      <OrdersList
        by={{ kind: 'status' }}
        filters={{ ...search, statut: statusOf(search) }}
        label="Liste des commandes"
        caption="Mes commandes"
        purpose="mine"
        data={data}
        view={view}
        empty={
          <EmptyState>
            <p>
              {filtered ? 'Aucune commande ne correspond à ces filtres.' : 'Vous n’avez encore passé aucune commande.'}
            </p>
            {filtered ? null : (
              <p>
                <Link to="/account/catalog">Parcourir le catalogue</Link>
              </p>
            )}
          </EmptyState>
        }
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
      />
    </PortalPage>
  )
}
