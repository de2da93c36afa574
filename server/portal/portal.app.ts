import { accountRoutes } from '../account/account.routes'
import { cartRoutes } from '../cart/cart.routes'
import { catalogRoutes } from '../catalog/catalog.routes'
import { closeApiSurface, createApiSurface } from '../http/api-surface'
import { ordersRoutes } from '../orders/orders.routes'
import { rateLimitRoutes } from '../rate-limit/rate-limit.routes'
import { validationRoutes } from '../validation/validation.routes'
import type { Logger } from '../shared/logger'
import { adminAuthRoutes } from './admin-auth.routes'
import type { PortalDeps } from './portal-deps'
import { sessionRoutes } from './session.routes'
import { shopAuthRoutes } from './shop-auth.routes'
import { shopsRoutes } from './shops.routes'

export function createPortalApp(deps: PortalDeps, logger: Logger) {
  const app = createApiSurface(logger)
  // First: the attempt counting must run before the login and forgot-password handlers.
  app.route('/', rateLimitRoutes(deps.rateLimiter))
  app.route('/', shopAuthRoutes(deps))
  app.route('/', adminAuthRoutes(deps))
  app.route('/', sessionRoutes(deps))
  app.route('/', shopsRoutes(deps))
  app.route('/', catalogRoutes(deps))
  app.route('/', cartRoutes(deps))
  app.route('/', ordersRoutes(deps))
  app.route('/', validationRoutes(deps))
  app.route('/', accountRoutes(deps))
  closeApiSurface(app)
  return app
}
