// What other features may use of orders/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import orders/'s other files from outside.
export type { OrderLineRecord, OrderRecord } from './order-records'
export type { OrderRepository } from './order-repository'
export type { OrderUseCases } from './order-use-cases'
export { presentOrderDetail } from './order.presenter'
export { readOrderRecord } from './order-record.drizzle'
