import { Hono } from 'hono'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import type { BackofficeCatalogDeps } from './catalog-deps'
import { brandRoutes } from './brands.routes'
import { categoryRoutes } from './categories.routes'
import { productRoutes } from './products.routes'

// Every route of the back office's catalogue; backoffice.app.ts mounts them behind its admin guard.
export function backofficeCatalogRoutes(deps: BackofficeCatalogDeps) {
  const routes = new Hono<AdminEnv>()
  routes.route('/', brandRoutes(deps.brands))
  routes.route('/', categoryRoutes(deps.categories))
  routes.route('/', productRoutes(deps.products))
  return routes
}
