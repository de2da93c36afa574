import { accountRoutes } from './account/account.routes'
import { cartRoutes } from './cart/cart.routes'
import { cartLineArtworkRoutes } from './cart/cart-line-artwork.routes'
import { portalCatalogRoutes } from './catalog/catalog.routes'
import { closeApiSurface, createApiSurface } from '../platform/http/api-surface'
import { ordersRoutes } from './orders/orders.routes'
import { rateLimitRoutes } from '../platform/rate-limit/rate-limit.routes'
import { validationRoutes } from './validation/validation.routes'
import { conversationRoutes } from './conversation/conversation.public'
import type { Logger } from '../platform/shared/logger'
import { adminAuthRoutes } from './session/admin-auth.routes'
import type { PortalDeps } from './portal-deps'
import { sessionRoutes } from './session/session.routes'
import { shopAuthRoutes } from './session/shop-auth.routes'
import { shopsRoutes } from './session/shops.routes'
import { ssoAuthRoutes } from './session/sso-auth.routes'
import { backofficeApp } from '../backoffice/backoffice.app'
import { CATALOG_IMAGE_UPLOADS } from '../backoffice/catalog/catalog.public'
import { PROOF_UPLOADS } from '../backoffice/proofs/proofs.public'
import { proofsRoutes } from './proofs/proofs.public'
import { ARTWORK_UPLOADS, artworkRoutes } from './artworks/artworks.public'
import { stockOverviewRoutes } from './stock-overview/stock-overview.public'

// Composition, not a feature (decision 016): the Portal API mounts the routes of seven features.
export function createPortalApp(deps: PortalDeps, logger: Logger) {
  const app = createApiSurface(logger, { uploads: [CATALOG_IMAGE_UPLOADS, ARTWORK_UPLOADS, PROOF_UPLOADS] })
  // First: the attempt counting must run before the login and forgot-password handlers.
  app.route('/', rateLimitRoutes(deps.rateLimiter))
  app.route('/', shopAuthRoutes(deps))
  app.route('/', adminAuthRoutes(deps))
  app.route('/', ssoAuthRoutes(deps))
  app.route('/', sessionRoutes(deps))
  app.route('/', shopsRoutes(deps))
  app.route('/', portalCatalogRoutes(deps))
  app.route('/', cartRoutes(deps))
  app.route('/', cartLineArtworkRoutes(deps))
  app.route('/', ordersRoutes(deps))
  app.route('/', validationRoutes(deps))
  app.route('/', conversationRoutes(deps))
  app.route('/', accountRoutes(deps))
  app.route('/', proofsRoutes(deps))
  app.route('/', artworkRoutes(deps))
  app.route('/', stockOverviewRoutes(deps))
  app.route('/', backofficeApp(deps.backoffice))
  closeApiSurface(app)
  return app
}
