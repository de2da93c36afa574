// What other features and the composition may use of backoffice/orders/ (docs/decisions/016-server-feature-folders.md).
export type { BackofficeOrderUseCases } from './order-use-cases'
export { adminOrdersRoutes } from './orders.routes'
export { wireBackofficeOrders } from './orders.wiring'
