import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { BackofficeOrderGateway } from '../../../application/backoffice/ports/order-gateway'
import { BRANDS } from '../../../contract/backoffice/brands'
import { CUSTOMERS } from '../../../contract/backoffice/customers'
import { ADMIN_ORDERS, type BackofficeOrderSummaryWire } from '../../../contract/backoffice/orders'
import { ORDER_SCREEN_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { formatEuros } from '../../../domain/money'
import type { BULK_MOVE_TARGETS } from '../../../domain/order-moves'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../domain/order-status'
import type { ListFilter } from '../../kit/backoffice/resource-table-parts'
import { type ListBulkAction, type ListPageComponent, resourceListPage } from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { formatDay } from '../../kit/format/dates'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery, resourceRecordQuery } from '../../kit/backoffice/resource.queries'
import { OrderStatusBadge } from './order-status-badge'
import { ORDER_LIST_DEFAULTS } from './order-search'
import { PROMISED_DAY_TEXT, PromisedDayCell } from './promised-day'

// Spec §2 `/backoffice/order`: every shop's orders, filtered, sorted, exported, and moved in bulk.

const route = getRouteApi('/backoffice/order/')

const COLUMNS: readonly ResourceColumn<BackofficeOrderSummaryWire>[] = [
  {
    id: 'number',
    header: 'Numéro',
    cell: (order) => (
      <Link to="/backoffice/order/details/$id" params={{ id: String(order.id) }}>
        {order.number}
      </Link>
    ),
    sortKey: 'number',
    hideable: false,
    filter: { param: 'number' },
  },
  { id: 'created_at', header: 'Date', cell: (order) => formatDay(order.created_at), sortKey: 'created_at' },
  { id: 'status', header: 'Statut', cell: (order) => <OrderStatusBadge status={order.status} />, sortKey: 'status' },
  { id: 'shop', header: 'Magasin', cell: (order) => order.shop.name, sortKey: 'shop' },
  { id: 'brand', header: 'Enseigne', cell: (order) => order.brand.name },
  { id: 'lines', header: 'Lignes', cell: (order) => order.lines_count, numeric: true },
  {
    id: 'total_ht',
    header: 'Total HT',
    cell: (order) => formatEuros(order.subtotal + order.shipping),
    numeric: true,
  },
  {
    id: 'total_ttc',
    header: 'Total TTC',
    cell: (order) => formatEuros(order.total_ttc),
    sortKey: 'total_ttc',
    numeric: true,
  },
  { id: 'reference_po', header: 'Référence PO', cell: (order) => order.reference_po ?? '—' },
  { id: 'promised_on', header: PROMISED_DAY_TEXT.label, cell: (order) => <PromisedDayCell order={order} /> },
]

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))
// The API's `late=true` (decision 075): promised before today and not shipped; the empty choice is "Tous".
const LATE_OPTIONS = [{ value: 'true', label: 'Commandes en retard' }]

// The select lists hold at most one page of the API (100): enough for the brands; the shops are those of
// the chosen brand, or the first hundred by name without one. A choice of the address beyond that page
// (a shared link) is named from its own record.
const CHOICES = { _start: '0', _limit: '100', _sort: 'name', _order: 'ASC' }

type Choice = { readonly id: number; readonly name: string }

function useChoices<R extends typeof BRANDS | typeof CUSTOMERS>(
  resource: R,
  chosenId: string | undefined,
  filter: Record<string, string>,
): readonly Choice[] | undefined {
  const runUseCase = useRunUseCase()
  const list = useQuery(resourceListQuery(runUseCase, resource, { ...CHOICES, ...filter }))
  const rows = list.data?.rows as readonly Choice[] | undefined
  const listed = chosenId === undefined || (rows?.some((row) => String(row.id) === chosenId) ?? true)
  const chosen = useQuery({
    ...resourceRecordQuery(runUseCase, resource, Number(chosenId ?? 0)),
    enabled: chosenId !== undefined && !listed,
  })
  // A select keeps the choice it had when it appeared: it appears once its choices are known.
  if (rows === undefined || (!listed && chosen.data === undefined)) return undefined
  return listed ? rows : [chosen.data as Choice, ...rows]
}

const optionsOf = (choices: readonly Choice[]) =>
  choices.map((choice) => ({ value: String(choice.id), label: choice.name }))

function useChoiceFilters(search: { readonly brand_id?: string; readonly shop_id?: string }): ListFilter[] {
  const brands = useChoices(BRANDS, search.brand_id, {})
  const shops = useChoices(
    CUSTOMERS,
    search.shop_id,
    search.brand_id === undefined ? {} : { brand_id: search.brand_id },
  )
  const filters: ListFilter[] = [{ param: 'status', label: 'Statut', kind: 'select', options: STATUS_OPTIONS }]
  if (brands !== undefined)
    filters.push({ param: 'brand_id', label: 'Enseigne', kind: 'select', options: optionsOf(brands) })
  if (shops !== undefined)
    filters.push({ param: 'shop_id', label: 'Magasin', kind: 'select', options: optionsOf(shops) })
  filters.push(
    { param: 'q', label: 'Magasin ou référence PO' },
    { param: 'from', label: 'Du', kind: 'date' },
    { param: 'to', label: 'Au', kind: 'date' },
    { param: 'late', label: PROMISED_DAY_TEXT.late, kind: 'select', options: LATE_OPTIONS },
  )
  return filters
}

type BulkTarget = (typeof BULK_MOVE_TARGETS)[number]
const BULK_MOVES: readonly { target: BulkTarget; label: string }[] = [
  { target: 'in_production', label: 'Passer en fabrication' },
  { target: 'shipped', label: 'Marquer expédiées' },
  { target: 'delivered', label: 'Marquer livrées' },
]

const BULK_ACTIONS: readonly ListBulkAction[] = BULK_MOVES.map(({ target, label }) => ({
  id: target,
  label,
  confirm: {
    title: `Passer les commandes sélectionnées au statut « ${ORDER_STATUS_LABELS[target]} » ?`,
    description:
      'Chaque magasin concerné recevra un e-mail. Les commandes qui ne peuvent pas passer à ce statut ' +
      'restent où elles sont et sont listées dans le message de fin.',
    confirmLabel: label,
  },
  run: async (ids, runUseCase) => {
    const result = await runUseCase(
      BackofficeOrderGateway.use((orders) => orders.bulkMove({ ids: [...ids], action: target })),
    )
    return result.message + ORDER_SCREEN_MESSAGES.refusedList(result.refused)
  },
}))

export const OrderListPage: ListPageComponent = resourceListPage(route, {
  resource: ADMIN_ORDERS,
  title: 'Commandes',
  table: 'orders',
  caption: 'Liste des commandes',
  columns: COLUMNS,
  defaults: ORDER_LIST_DEFAULTS,
  useFilters: useChoiceFilters,
  // Another brand (or none): the shop chosen among the previous brand's no longer applies.
  nextSearch: (next, previous) => (next.brand_id === previous.brand_id ? next : { ...next, shop_id: undefined }),
  exportName: 'commandes.csv',
  bulkActions: BULK_ACTIONS,
})
