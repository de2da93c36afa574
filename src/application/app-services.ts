import type { AccountGateway } from './ports/account-gateway'
import type { AdminOrderGateway } from './ports/admin-order-gateway'
import type { AuthGateway } from './ports/auth-gateway'
import type { BackofficeGateway } from './ports/backoffice-gateway'
import type { MediaLibraryGateway } from './ports/media-library-gateway'
import type { TablePreferences } from './ports/table-preferences'
import type { CartGateway } from './ports/cart-gateway'
import type { CatalogGateway } from './ports/catalog-gateway'
import type { OrderGateway } from './ports/order-gateway'
import type { StorefrontAdminGateway } from './ports/storefront-admin-gateway'
import type { TokenStore } from './ports/token-store'
import type { ValidationGateway } from './ports/validation-gateway'

/** The portal's gateways (issue 3), also provided alone by the portal's memory twin. */
export type PortalServices = CatalogGateway | CartGateway | OrderGateway | ValidationGateway | AccountGateway

/** Everything a browser use case may require; the composition root provides all of it at once. */
export type AppServices =
  | AuthGateway
  | TokenStore
  | PortalServices
  | BackofficeGateway
  | MediaLibraryGateway
  | AdminOrderGateway
  | StorefrontAdminGateway
  | TablePreferences
