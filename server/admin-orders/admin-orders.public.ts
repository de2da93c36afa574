// What other features and the composition may use of admin-orders/ (docs/decisions/016-server-feature-folders.md).
export type { AdminOrderUseCases } from './admin-order-use-cases'
export { adminOrdersRoutes } from './admin-orders.routes'
export { wireAdminOrders } from './admin-orders.wiring'
