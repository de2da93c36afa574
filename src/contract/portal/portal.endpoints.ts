import { ACCOUNT_ENDPOINTS } from './account.endpoints'
import { CART_ENDPOINTS } from './cart.endpoints'
import { CATALOG_ENDPOINTS } from './catalog.endpoints'
import { CONVERSATION_ENDPOINTS } from './conversation.endpoints'
import { ORDERS_ENDPOINTS } from './orders.endpoints'
import { PROOFS_ENDPOINTS } from './proofs.endpoints'
import { SESSION_ENDPOINTS } from './session.endpoints'
import { STOCK_ENDPOINTS } from './stock'
import { VALIDATION_ENDPOINTS } from './validation.endpoints'

// The Portal API's shop and head-office endpoints (`/portal-api`), declared once (decision 053), one
// table per feature gathered here. The admin's sign-in and the back office have their own tables.
export const PORTAL_ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...CATALOG_ENDPOINTS,
  ...CART_ENDPOINTS,
  ...ORDERS_ENDPOINTS,
  ...VALIDATION_ENDPOINTS,
  ...CONVERSATION_ENDPOINTS,
  ...PROOFS_ENDPOINTS,
  ...STOCK_ENDPOINTS,
}
