// What other features may use of stock/ (docs/decisions/016-server-feature-folders.md): the call-offs the cart's
// placement and the head office's validation make when an order is accepted (docs/decisions/077-brand-stock.md).
export { refusedOnShortage, StockShortage, type StockRefused } from './call-off'
export { callOffOrderStock } from './call-off.drizzle'
