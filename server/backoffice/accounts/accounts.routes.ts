import { Hono, type MiddlewareHandler } from 'hono'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import type { BackofficeAccountsDeps } from './accounts-deps'
import { administratorRoutes } from './administrators.routes'
import { customerRoutes } from './customers.routes'

// Every account route of the back office; `superAdminOnly` guards the administrators' screen.
export function backofficeAccountsRoutes(deps: BackofficeAccountsDeps, superAdminOnly: MiddlewareHandler<AdminEnv>) {
  const routes = new Hono<AdminEnv>()
  routes.route('/', customerRoutes(deps))
  routes.route('/', administratorRoutes(deps.administrators, superAdminOnly))
  return routes
}
