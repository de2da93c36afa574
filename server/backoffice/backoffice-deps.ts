import type { AdminAccountsDeps } from './accounts/accounts.public'
import type { AdminCatalogDeps } from './catalog/catalog.public'
import type { AdminOrderUseCases } from './orders/orders.public'
import type { AdminRepository } from '../platform/administrators/administrators.public'
import type { AuditHistory } from '../platform/audit/audit.public'
import type { AccessTokens } from '../platform/auth/auth.public'
import type { SettingsUseCases } from './settings/settings.public'

// The use cases of the e-commerce back office's API (issue 8), wired by backoffice.wiring.ts and
// mounted under /portal-api/admin/... by backoffice.app.ts. Each feature adds its own entry.
export type BackofficeDeps = {
  accessTokens: AccessTokens
  admins: AdminRepository
  auditHistory: AuditHistory
  adminOrders: AdminOrderUseCases
  adminCatalog: AdminCatalogDeps
  adminAccounts: AdminAccountsDeps
  settings: SettingsUseCases
}
