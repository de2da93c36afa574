import { type Context, Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS, BACKOFFICE_PREFIX } from '../../src/contract/backoffice/backoffice.endpoints'
import { backofficeAccountsRoutes } from './accounts/accounts.public'
import { adminOrdersRoutes } from './orders/orders.public'
import { adminProofRoutes } from './proofs/proofs.public'
import { adminStockRoutes } from './stock/stock.public'
import { ECOMMERCE_ADMIN_ROLES, type AdminEnv } from '../platform/administrators/administrators.public'
import { requireAdminRole } from '../platform/http/require-admin-role'
import { auditRoutes, ecommerceHistoryRule } from '../platform/audit/audit.public'
import { backofficeCatalogRoutes } from './catalog/catalog.public'
import type { BackofficeDeps } from './backoffice.public'
import { settingsRoutes } from './settings/settings.public'
import { priceListRoutes } from './pricing/pricing.public'
import { brandArtworkRoutes } from './artworks/artworks.public'
import { backofficeSecurityRoutes, ENROLMENT_PATHS } from '../platform/second-factor/second-factor.public'
import { secondFactorPolicyGuard } from '../platform/second-factor/second-factor.public'

// Composition, not a feature (decision 016): every /admin/... management route of the Portal API
// sits behind the admin guard; routes for super administrators only add their own stricter guard.
export function backofficeApp(deps: BackofficeDeps) {
  const app = new Hono<AdminEnv>()
  const anyEcommerceAdmin = requireAdminRole(deps.accessTokens, deps.admins, ECOMMERCE_ADMIN_ROLES)
  const { session } = BACKOFFICE_ENDPOINTS
  const ownGuard = [session.login.path, session.logout.path, session.secondFactor.path]
  // The second factor's policy (decision 063): without a required factor, only the enrolment calls.
  const isEnrolment = (c: Context) =>
    ENROLMENT_PATHS.some((e) => c.req.method === e.method && c.req.path.endsWith(e.path))
  const factorPolicy = secondFactorPolicyGuard<AdminEnv>(deps.secondFactor, (c) => c.var.admin, isEnrolment)
  app.use(`${BACKOFFICE_PREFIX}/*`, async (c, next) => {
    // The session routes of /admin stay open (login) or carry their own guard (logout, the showcase
    // administrator's sign-in under /admin/sso).
    if (ownGuard.some((path) => c.req.path.endsWith(path))) return next()
    if (c.req.path.includes(`${BACKOFFICE_PREFIX}/sso/`)) return next()
    return anyEcommerceAdmin(c, async () => {
      await factorPolicy(c, next)
    })
  })
  const readable = (entity: string, c: Context<AdminEnv>) => ecommerceHistoryRule(entity, c.var.admin.role)
  app.route('/', auditRoutes(deps.auditHistory, readable, BACKOFFICE_ENDPOINTS.audit))
  app.route('/', adminOrdersRoutes(deps.backofficeOrders))
  app.route('/', adminProofRoutes(deps.backofficeProofs))
  app.route('/', adminStockRoutes(deps.backofficeStock))
  app.route('/', backofficeCatalogRoutes(deps.backofficeCatalog))
  app.route('/', priceListRoutes(deps.priceLists))
  app.route('/', brandArtworkRoutes(deps.artworks))
  const superAdminOnly = requireAdminRole(deps.accessTokens, deps.admins, ['super_admin'])
  app.route('/', backofficeAccountsRoutes(deps.backofficeAccounts, superAdminOnly))
  app.route('/', settingsRoutes(deps.settings, superAdminOnly))
  app.route('/', backofficeSecurityRoutes(deps.secondFactor, superAdminOnly))
  return app
}
