// What other features and the composition may use of backoffice/stock/ (docs/decisions/016-server-feature-folders.md).
export { adminStockRoutes } from './stock.routes'
export type { StockUseCases } from './stock.use-cases'
export { wireBackofficeStock } from './stock.wiring'
