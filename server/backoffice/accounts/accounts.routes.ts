import { Hono, type MiddlewareHandler } from 'hono'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import type { AdminAccountsDeps } from './accounts-deps'
import { administratorRoutes } from './administrators.routes'
import { customerRoutes } from './customers.routes'

// Every account route of the back office; `superAdminOnly` guards the administrators' screen.
export function adminAccountsRoutes(deps: AdminAccountsDeps, superAdminOnly: MiddlewareHandler<AdminEnv>) {
  const routes = new Hono<AdminEnv>()
  routes.route('/', customerRoutes(deps))
  routes.route('/', administratorRoutes(deps.administrators, superAdminOnly))
  return routes
}
