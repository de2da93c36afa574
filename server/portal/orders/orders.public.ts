// What other features may use of orders/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import orders/'s other files from outside.
export type { NewOrderEvent, OrderLineRecord, OrderRecord, StoredTotals } from './order-records'
export type { OrderRepository } from './order-repository'
export { storedTotals } from './order-totals'
export type { OrderUseCases } from './order-use-cases'
export { presentOrderDetail } from './order.presenter'
