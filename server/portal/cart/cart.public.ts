// What other features may use of cart/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import cart/'s other files from outside.
export type { DeliveryShop, NewOrderEvent } from './cart-records'
export type { CartRepository } from './cart-repository'
export type { CartUseCases } from './cart-use-cases'
export { presentDeliveryShop } from './cart.presenter'
export { toDeliveryShop } from './shop-columns'
// Orders' copy (decision 043) edits the open cart in its own transaction, with its ledger.
export type { OpenCartEditor } from './cart-repository'
export { openCartEditor } from './open-cart-editor.drizzle'
