import type { AccountGateway } from './portal/ports/account-gateway'
import type { BackofficeOrderGateway } from './backoffice/ports/order-gateway'
import type { AuthGateway } from './session/ports/auth-gateway'
import type { BackofficeGateway } from './backoffice/ports/backoffice-gateway'
import type { SecondFactorGateway } from './backoffice/ports/second-factor-gateway'
import type { MediaLibraryGateway } from './showcase-admin/ports/media-library-gateway'
import type { TablePreferences } from './backoffice/ports/table-preferences'
import type { CartGateway } from './portal/ports/cart-gateway'
import type { CatalogGateway } from './portal/ports/catalog-gateway'
import type { ConversationGateway } from './portal/ports/conversation-gateway'
import type { OrderGateway } from './portal/ports/order-gateway'
import type { ShowcaseAdminGateway } from './showcase-admin/ports/showcase-admin-gateway'
import type { TokenStore } from './session/ports/token-store'
import type { ValidationGateway } from './portal/ports/validation-gateway'
import type { ProofGateway } from './portal/ports/proof-gateway'
import type { ArtworkGateway } from './portal/ports/artwork-gateway'
import type { StockGateway } from './portal/ports/stock-gateway'
import type { BackofficeProofGateway } from './backoffice/ports/proof-gateway'

/** The portal's gateways, also provided alone by the portal's memory twin. */
export type PortalServices =
  | CatalogGateway
  | CartGateway
  | OrderGateway
  | ValidationGateway
  | AccountGateway
  | ConversationGateway

/** Everything a browser use case may require; the composition root provides all of it at once. */
export type AppServices =
  | AuthGateway
  | TokenStore
  | PortalServices
  | BackofficeGateway
  | MediaLibraryGateway
  | BackofficeOrderGateway
  | ShowcaseAdminGateway
  | TablePreferences
  | SecondFactorGateway
  | ProofGateway
  | ArtworkGateway
  | StockGateway
  | BackofficeProofGateway
