import type { BackofficeAccountsDeps } from './accounts/accounts.public'
import type { BackofficeCatalogDeps } from './catalog/catalog.public'
import type { BackofficeOrderUseCases } from './orders/orders.public'
import type { BackofficeProofUseCases } from './proofs/proofs.public'
import type { StockUseCases } from './stock/stock.public'
import type { AdminRepository } from '../platform/administrators/administrators.public'
import type { AuditHistory } from '../platform/audit/audit.public'
import type { AccessTokens } from '../platform/auth/auth.public'
import type { SettingsUseCases } from './settings/settings.public'
import type { PriceListUseCases } from './pricing/pricing.public'
import type { SecondFactorUseCases } from '../platform/second-factor/second-factor.public'
import type { ArtworkLibrary } from '../portal/artworks/artworks.public'

// The use cases of the e-commerce back office's API (decision 027), wired by backoffice.wiring.ts and
// mounted under /portal-api/admin/... by backoffice.app.ts. Each feature adds its own entry.
export type BackofficeDeps = {
  accessTokens: AccessTokens
  admins: AdminRepository
  auditHistory: AuditHistory
  backofficeOrders: BackofficeOrderUseCases
  backofficeProofs: BackofficeProofUseCases
  backofficeStock: StockUseCases
  backofficeCatalog: BackofficeCatalogDeps
  backofficeAccounts: BackofficeAccountsDeps
  settings: SettingsUseCases
  priceLists: PriceListUseCases
  secondFactor: SecondFactorUseCases
  // A brand's artwork library, the portal's (docs/decisions/076-proof-approval.md).
  artworks: ArtworkLibrary
}
