import type { AdminOrderSort } from '../../../src/contract/backoffice/orders'
import type { LineStatus, OrderStatus } from '../../../src/domain/order-status'

// What the back office reads of orders (issue 8): the list row, the whole order, the list's query.

export type AdminOrderSummary = {
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
  createdAt: Date
  updatedAt: Date
}

export type AdminOrderLine = {
  id: number
  productId: number
  productName: string
  productReference: string
  optionLabel: string
  unitPrice: number
  quantity: number
  status: LineStatus
}

export type AdminOrderEvent = { id: number; at: Date; actorLabel: string; action: string; detail: string | null }

export type AdminOrderDetail = AdminOrderSummary & {
  shopEmail: string
  deliveryShop: { id: number; name: string; line1: string; postalCode: string; city: string; country: string } | null
  comment: string | null
  lines: AdminOrderLine[]
  events: AdminOrderEvent[]
}

export type AdminOrderFilters = {
  statuses: OrderStatus[] | null
  brandId: number | null
  shopId: number | null
  // French calendar days (YYYY-MM-DD), both included.
  from: string | null
  to: string | null
  number: string | null
  q: string | null
}

export type AdminOrderOrdering = { sort: AdminOrderSort; order: 'ASC' | 'DESC' }

export type AdminOrderListQuery = AdminOrderFilters & AdminOrderOrdering & { start: number; limit: number }

/** Where a keyset page of the export starts: after the row with this sort key (as text) and id. */
export type AdminOrderCursor = { key: string; id: number }

export type AdminOrderExportRow = AdminOrderSummary & { cursor: AdminOrderCursor }

export type AdminOrderReader = {
  list(query: AdminOrderListQuery): Promise<{ items: AdminOrderSummary[]; total: number }>
  // The export's pages: `after` null for the first one; each row carries the cursor of the next.
  exportPage(
    query: AdminOrderFilters & AdminOrderOrdering,
    after: AdminOrderCursor | null,
    limit: number,
  ): Promise<AdminOrderExportRow[]>
  detail(orderId: number): Promise<AdminOrderDetail | null>
}
