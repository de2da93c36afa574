import { accountRoutes } from '../account/account.routes'
import { cartRoutes } from '../cart/cart.routes'
import { portalCatalogRoutes } from '../catalog/catalog.routes'
import { closeApiSurface, createApiSurface } from '../http/api-surface'
import { ordersRoutes } from '../orders/orders.routes'
import { rateLimitRoutes } from '../rate-limit/rate-limit.routes'
import { validationRoutes } from '../validation/validation.routes'
import type { Logger } from '../shared/logger'
import { adminAuthRoutes } from '../portal/admin-auth.routes'
import type { PortalDeps } from '../portal/portal-deps'
import { sessionRoutes } from '../portal/session.routes'
import { shopAuthRoutes } from '../portal/shop-auth.routes'
import { shopsRoutes } from '../portal/shops.routes'
import { ssoAuthRoutes } from '../portal/sso-auth.routes'
import { backofficeApp } from './backoffice.app'
import { CATALOG_IMAGE_UPLOADS } from '../admin-catalog/admin-catalog.public'

// Composition, not a feature (decision 016): the Portal API mounts the routes of seven features.
export function createPortalApp(deps: PortalDeps, logger: Logger) {
  const app = createApiSurface(logger, { uploads: CATALOG_IMAGE_UPLOADS })
  // First: the attempt counting must run before the login and forgot-password handlers.
  app.route('/', rateLimitRoutes(deps.rateLimiter))
  app.route('/', shopAuthRoutes(deps))
  app.route('/', adminAuthRoutes(deps))
  app.route('/', ssoAuthRoutes(deps))
  app.route('/', sessionRoutes(deps))
  app.route('/', shopsRoutes(deps))
  app.route('/', portalCatalogRoutes(deps))
  app.route('/', cartRoutes(deps))
  app.route('/', ordersRoutes(deps))
  app.route('/', validationRoutes(deps))
  app.route('/', accountRoutes(deps))
  app.route('/', backofficeApp(deps.backoffice))
  closeApiSurface(app)
  return app
}
