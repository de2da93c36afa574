import { Hono } from 'hono'
import { adminAccountsRoutes } from './accounts/accounts.public'
import { adminOrdersRoutes } from './orders/orders.public'
import { ECOMMERCE_ADMIN_ROLES, requireAdminRole, type AdminEnv } from '../platform/administrators/administrators.public'
import { auditRoutes } from '../platform/audit/audit.public'
import { adminCatalogRoutes } from './catalog/catalog.public'
import type { BackofficeDeps } from './backoffice.public'
import { settingsRoutes } from './settings/settings.public'
import { isShowcaseEntity } from '../showcase-admin/showcase-admin.public'

// Composition, not a feature (decision 016): every /admin/... management route of the Portal API
// sits behind the admin guard; routes for super administrators only add their own stricter guard.
export function backofficeApp(deps: BackofficeDeps) {
  const app = new Hono<AdminEnv>()
  const anyEcommerceAdmin = requireAdminRole(deps.accessTokens, deps.admins, ECOMMERCE_ADMIN_ROLES)
  app.use('/admin/*', async (c, next) => {
    // The session routes of /admin stay open (login) or carry their own guard (logout).
    if (c.req.path.endsWith('/admin/login') || c.req.path.endsWith('/admin/logout')) return next()
    if (c.req.path.includes('/admin/sso/')) return next()
    return anyEcommerceAdmin(c, next)
  })
  app.route('/', auditRoutes(deps.auditHistory, (entity) => !isShowcaseEntity(entity)))
  app.route('/', adminOrdersRoutes(deps.adminOrders))
  app.route('/', adminCatalogRoutes(deps.adminCatalog))
  const superAdminOnly = requireAdminRole(deps.accessTokens, deps.admins, ['super_admin'])
  app.route('/', adminAccountsRoutes(deps.adminAccounts, superAdminOnly))
  app.route('/', settingsRoutes(deps.settings, superAdminOnly))
  return app
}
