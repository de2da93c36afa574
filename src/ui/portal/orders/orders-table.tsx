import { TableScroller } from '../../kit/data-table/table-scroller'
import { Link } from '@tanstack/react-router'
import type { OrderSummary } from '../../../application/portal/ports/order-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../kit/data-table/data-table.module.css'
import { formatDay } from '../../kit/format/dates'
import type { OrderSort } from '../../app/router/portal-search'
import type { SortOrder } from '../../app/router/search-params'
import { AutoAcceptedBadge } from './auto-accepted-badge'
import styles from './orders.module.css'

type Column = { readonly sort: OrderSort; readonly label: string; readonly numeric?: boolean }

const COLUMNS: readonly Column[] = [
  { sort: 'number', label: 'Numéro' },
  { sort: 'created_at', label: 'Date' },
  { sort: 'status', label: 'Statut' },
  { sort: 'total_ttc', label: 'Total TTC', numeric: true },
]

type Props = {
  readonly caption: string
  readonly orders: readonly OrderSummary[]
  readonly sort: OrderSort
  readonly order: SortOrder
  readonly onSort: (sort: OrderSort, order: SortOrder) => void
  /** The validator's list shows which shop ordered, and links to the validation screen. */
  readonly purpose: 'mine' | 'validate'
  /** The head office picks orders to accept together (decision 074). */
  readonly selection?: OrderSelection
}

export type OrderSelection = {
  readonly selected: ReadonlySet<number>
  readonly toggle: (orderId: number, on: boolean) => void
  readonly toggleAll: (on: boolean) => void
}

function SortHeader({ column, sort, order, onSort }: { column: Column } & Pick<Props, 'sort' | 'order' | 'onSort'>) {
  const active = column.sort === sort
  const next: SortOrder = active && order === 'asc' ? 'desc' : 'asc'
  return (
    <th
      scope="col"
      className={column.numeric ? table.numeric : undefined}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      {/* The name is given whole: a visually hidden ", trier…" was read "Numéro , trier…". */}
      <button
        type="button"
        className={table.sortButton}
        onClick={() => onSort(column.sort, next)}
        aria-label={`${column.label}, trier ${next === 'asc' ? 'par ordre croissant' : 'par ordre décroissant'}`}
      >
        {column.label}
        <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  )
}

export function OrdersTable({ caption, orders, sort, order, onSort, purpose, selection }: Props) {
  const chosen = selection === undefined ? 0 : orders.filter((summary) => selection.selected.has(summary.id)).length
  return (
    <TableScroller label={caption}>
      <table className={table.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {selection === undefined ? null : (
              <td className={styles.pick}>
                <input
                  type="checkbox"
                  aria-label="Sélectionner toutes les commandes de cette page"
                  checked={chosen > 0 && chosen === orders.length}
                  ref={(box) => {
                    if (box !== null) box.indeterminate = chosen > 0 && chosen < orders.length
                  }}
                  onChange={(event) => selection.toggleAll(event.target.checked)}
                />
              </td>
            )}
            {COLUMNS.slice(0, 2).map((column) => (
              <SortHeader key={column.sort} column={column} sort={sort} order={order} onSort={onSort} />
            ))}
            {purpose === 'validate' ? <th scope="col">Magasin</th> : null}
            {COLUMNS.slice(2).map((column) => (
              <SortHeader key={column.sort} column={column} sort={sort} order={order} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((summary) => (
            <tr key={summary.id}>
              {selection === undefined ? null : (
                <td className={styles.pick}>
                  <input
                    type="checkbox"
                    aria-label={`Sélectionner la commande ${summary.number}`}
                    checked={selection.selected.has(summary.id)}
                    onChange={(event) => selection.toggle(summary.id, event.target.checked)}
                  />
                </td>
              )}
              <th scope="row">
                {purpose === 'mine' ? (
                  <Link to="/account/order/$orderId" params={{ orderId: String(summary.id) }}>
                    {summary.number}
                  </Link>
                ) : (
                  <Link to="/account/ordervalid/$orderId" params={{ orderId: String(summary.id) }}>
                    {summary.number}
                  </Link>
                )}
              </th>
              <td>{formatDay(summary.createdAt)}</td>
              {purpose === 'validate' ? <td>{summary.shop.name}</td> : null}
              <td>
                {summary.statusLabel}
                {summary.autoAccepted ? <AutoAcceptedBadge /> : null}
              </td>
              <td className={table.numeric}>{formatEuros(summary.totalTtcCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
