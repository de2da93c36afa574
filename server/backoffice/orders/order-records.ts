import type { BackofficeOrderSort } from '../../../src/contract/backoffice/orders'
import type { LineStatus, OrderStatus } from '../../../src/domain/order-status'

// What the back office reads of orders (decision 034): the list row, the whole order, the list's query.

export type BackofficeOrderSummary = {
  id: number
  number: string
  status: OrderStatus
  shop: { id: number; name: string; identifiant: string }
  brand: { id: number; name: string }
  linesCount: number
  totalQuantity: number
  subtotal: number
  shipping: number
  vat: number
  totalTtc: number
  referencePo: string | null
  /** The Paris day promised when the order was placed, 'YYYY-MM-DD'; null when none could be (decision 075). */
  promisedOn: string | null
  createdAt: Date
  updatedAt: Date
}

export type BackofficeOrderLine = {
  id: number
  productId: number
  productName: string
  productReference: string
  optionLabel: string
  unitPrice: number
  quantity: number
  status: LineStatus
}

export type BackofficeOrderEvent = {
  id: number
  at: Date
  actorLabel: string
  action: string
  detail: string | null
  reason: string | null
}

export type BackofficeOrderDetail = BackofficeOrderSummary & {
  shopEmail: string
  deliveryShop: { id: number; name: string; line1: string; postalCode: string; city: string; country: string } | null
  comment: string | null
  lines: BackofficeOrderLine[]
  events: BackofficeOrderEvent[]
}

export type BackofficeOrderFilters = {
  statuses: OrderStatus[] | null
  brandId: number | null
  shopId: number | null
  // French calendar days (YYYY-MM-DD), both included.
  from: string | null
  to: string | null
  number: string | null
  q: string | null
  /** Only the orders late on `today`, the Paris day of the request (docs/decisions/075-...-lead-times.md). */
  late: boolean
  today: string
}

export type BackofficeOrderOrdering = { sort: BackofficeOrderSort; order: 'ASC' | 'DESC' }

export type BackofficeOrderListQuery = BackofficeOrderFilters &
  BackofficeOrderOrdering & { start: number; limit: number }

/** Where a keyset page of the export starts: after the row with this sort key (as text) and id. */
export type BackofficeOrderCursor = { key: string; id: number }

export type BackofficeOrderExportRow = BackofficeOrderSummary & { cursor: BackofficeOrderCursor }

export type BackofficeOrderReader = {
  list(query: BackofficeOrderListQuery): Promise<{ items: BackofficeOrderSummary[]; total: number }>
  // The export's pages: `after` null for the first one; each row carries the cursor of the next.
  exportPage(
    query: BackofficeOrderFilters & BackofficeOrderOrdering,
    after: BackofficeOrderCursor | null,
    limit: number,
  ): Promise<BackofficeOrderExportRow[]>
  detail(orderId: number): Promise<BackofficeOrderDetail | null>
}
