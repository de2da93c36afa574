import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS, BACKOFFICE_PREFIX } from '../../src/contract/backoffice/backoffice.endpoints'
import { backofficeAccountsRoutes } from './accounts/accounts.public'
import { adminOrdersRoutes } from './orders/orders.public'
import { ECOMMERCE_ADMIN_ROLES, type AdminEnv } from '../platform/administrators/administrators.public'
import { requireAdminRole } from '../platform/http/require-admin-role'
import { auditRoutes } from '../platform/audit/audit.public'
import { backofficeCatalogRoutes } from './catalog/catalog.public'
import type { BackofficeDeps } from './backoffice.public'
import { settingsRoutes } from './settings/settings.public'
import { isShowcaseEntity } from '../showcase-admin/showcase-admin.public'

// Composition, not a feature (decision 016): every /admin/... management route of the Portal API
// sits behind the admin guard; routes for super administrators only add their own stricter guard.
export function backofficeApp(deps: BackofficeDeps) {
  const app = new Hono<AdminEnv>()
  const anyEcommerceAdmin = requireAdminRole(deps.accessTokens, deps.admins, ECOMMERCE_ADMIN_ROLES)
  const { session } = BACKOFFICE_ENDPOINTS
  const ownGuard = [session.login.path, session.logout.path]
  app.use(`${BACKOFFICE_PREFIX}/*`, async (c, next) => {
    // The session routes of /admin stay open (login) or carry their own guard (logout, the showcase
    // administrator's sign-in under /admin/sso).
    if (ownGuard.some((path) => c.req.path.endsWith(path))) return next()
    if (c.req.path.includes(`${BACKOFFICE_PREFIX}/sso/`)) return next()
    return anyEcommerceAdmin(c, next)
  })
  const ecommerceEntity = (entity: string) => !isShowcaseEntity(entity)
  app.route('/', auditRoutes(deps.auditHistory, ecommerceEntity, BACKOFFICE_ENDPOINTS.audit))
  app.route('/', adminOrdersRoutes(deps.backofficeOrders))
  app.route('/', backofficeCatalogRoutes(deps.backofficeCatalog))
  const superAdminOnly = requireAdminRole(deps.accessTokens, deps.admins, ['super_admin'])
  app.route('/', backofficeAccountsRoutes(deps.backofficeAccounts, superAdminOnly))
  app.route('/', settingsRoutes(deps.settings, superAdminOnly))
  return app
}
