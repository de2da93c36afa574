import type { OrderSort } from '../../../src/contract/portal/orders'
import type { OrderStatus } from '../../../src/domain/order-status'
import type { RunOrderCopy } from './order-copy-unit'
import type { OrderRecord, OrderSummaryRecord } from './order-records'

export type OrderListQuery = {
  start: number
  limit: number
  sort: OrderSort
  order: 'ASC' | 'DESC'
  statuses: OrderStatus[] | null
  shopId: number | null
  // Calendar days (YYYY-MM-DD) in France, both included.
  dateFrom: string | null
  dateTo: string | null
}

export type OrderPage = { items: OrderSummaryRecord[]; total: number }

export type OrderRepository = {
  listOfShop(shopId: number, query: OrderListQuery): Promise<OrderPage>
  // pending_validation orders of the shops that name `validatorId` as their validator.
  listToValidate(validatorId: number, query: OrderListQuery): Promise<OrderPage>
  countToValidate(validatorId: number): Promise<number>
  // Readable by the shop that ordered and by that shop's validator; null otherwise.
  findReadable(orderId: number, callerShopId: number): Promise<OrderRecord | null>
  // A copy into the caller's open cart, with its ledger, in one transaction (decision 043).
  copyIntoCart: RunOrderCopy
}
