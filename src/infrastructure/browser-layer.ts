import { Layer } from 'effect'
import type { AppServices } from '../application/app-services'
import { AuthGatewayHttp } from './session/auth-gateway.http'
import { BackofficeOrderGatewayHttp } from './backoffice/order-gateway.http'
import { BackofficeGatewayHttp } from './backoffice/backoffice-gateway.http'
import { SecondFactorGatewayHttp } from './backoffice/second-factor-gateway.http'
import { MediaLibraryGatewayHttp } from './showcase-admin/media-library-gateway.http'
import { TablePreferencesWebStorage } from './backoffice/table-preferences.web-storage'
import { FinalUnauthorized, FinalUnauthorizedLive } from './http/final-unauthorized'
import { HttpClientFetch } from './http/http-client.fetch'
import { ShowcaseAdminGatewayHttp } from './showcase-admin/showcase-admin-gateway.http'
import { AccountGatewayHttp } from './portal/account-gateway.http'
import { CartGatewayHttp } from './portal/cart-gateway.http'
import { CatalogGatewayHttp } from './portal/catalog-gateway.http'
import { ConversationGatewayHttp } from './portal/conversation-gateway.http'
import { OrderGatewayHttp } from './portal/order-gateway.http'
import { ValidationGatewayHttp } from './portal/validation-gateway.http'
import { ProofGatewayHttp } from './portal/proof-gateway.http'
import { ArtworkGatewayHttp } from './portal/artwork-gateway.http'
import { StockGatewayHttp } from './portal/stock-gateway.http'
import { BackofficeProofGatewayHttp } from './backoffice/proof-gateway.http'
import { TokenStoreWebStorage } from './session/token-store.web-storage'

const Gateways = Layer.mergeAll(
  AuthGatewayHttp,
  CatalogGatewayHttp,
  CartGatewayHttp,
  OrderGatewayHttp,
  ValidationGatewayHttp,
  AccountGatewayHttp,
  ConversationGatewayHttp,
  BackofficeGatewayHttp,
  MediaLibraryGatewayHttp,
  BackofficeOrderGatewayHttp,
  ShowcaseAdminGatewayHttp,
  SecondFactorGatewayHttp,
  ProofGatewayHttp,
  ArtworkGatewayHttp,
  StockGatewayHttp,
  BackofficeProofGatewayHttp,
)

/**
 * The real adapters, wired once for the browser's composition root (src/ui/app/). The runtime's
 * FinalUnauthorized signal stays visible so that the UI can subscribe to it through the runtime.
 */
export const BrowserLayer: Layer.Layer<AppServices | FinalUnauthorized> = Gateways.pipe(
  Layer.provide(HttpClientFetch),
  Layer.provideMerge(TokenStoreWebStorage),
  Layer.provideMerge(FinalUnauthorizedLive),
  Layer.merge(TablePreferencesWebStorage),
)
