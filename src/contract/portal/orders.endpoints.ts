import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { CopyOrderWire, OrderDetailWire, OrderListQuery } from './orders'
import { OrderSummaryWire } from './shared-shapes'

// The shop's orders on the Portal API (decision 053).
const api = 'portal'

/** One page; the total rides in x-total-count. */
export const OrderSummariesWire = v.array(OrderSummaryWire)

export const ORDERS_ENDPOINTS = {
  orders: endpoint({ api, method: 'GET', path: '/api/carts', query: OrderListQuery, answer: OrderSummariesWire }),
  orderDetail: endpoint({ api, method: 'GET', path: '/api/orders/:id', answer: OrderDetailWire }),
  orderCopy: endpoint({ api, method: 'POST', path: '/api/orders/copy/:id', answer: CopyOrderWire }),
}
