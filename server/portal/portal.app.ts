import { closeApiSurface, createApiSurface } from '../http/api-surface'
import type { Logger } from '../shared/logger'
import { adminAuthRoutes } from './admin-auth.routes'
import type { PortalDeps } from './portal-deps'
import { sessionRoutes } from './session.routes'
import { shopAuthRoutes } from './shop-auth.routes'
import { shopsRoutes } from './shops.routes'

export function createPortalApp(deps: PortalDeps, logger: Logger) {
  const app = createApiSurface(logger)
  app.route('/', shopAuthRoutes(deps))
  app.route('/', adminAuthRoutes(deps))
  app.route('/', sessionRoutes(deps))
  app.route('/', shopsRoutes(deps))
  closeApiSurface(app)
  return app
}
