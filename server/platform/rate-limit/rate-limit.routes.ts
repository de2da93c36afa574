import { Hono } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { SHOWCASE_ADMIN_SSO_ENDPOINTS } from '../../../src/contract/showcase-admin/session.endpoints'
import { limitAttempts } from './rate-limit.middleware'
import type { RateLimiter } from './rate-limiter'

// Mounted before the login and account routes: these handlers run first on the same paths.
// Only failed logins count; every forgot-password request does (each one may send a mail).
export function rateLimitRoutes(limiter: RateLimiter) {
  const routes = new Hono()
  // The shop's login and forgot-password, on their declarations' methods and paths (decision 053).
  const { shopLogin, forgotPassword } = PORTAL_ENDPOINTS
  const shopLimit = limitAttempts(limiter, { scope: 'login', field: 'login', forgiveStatuses: [200] })
  routes.on(shopLogin.method, shopLogin.path, shopLimit)
  // The back office's login, on its declaration's method and path (decision 053).
  const adminLogin = BACKOFFICE_ENDPOINTS.session.login
  const adminLimit = limitAttempts(limiter, { scope: 'admin-login', field: 'login', forgiveStatuses: [200] })
  routes.on(adminLogin.method, adminLogin.path, adminLimit)
  // Step one of the showcase admin's sign-in (decision 030); step two takes a token, not a password.
  const ssoLogin = SHOWCASE_ADMIN_SSO_ENDPOINTS.login
  const ssoLimit = limitAttempts(limiter, { scope: 'sso-login', field: 'login', forgiveStatuses: [200] })
  routes.on(ssoLogin.method, ssoLogin.path, ssoLimit)
  const forgotLimit = limitAttempts(limiter, { scope: 'forgot-password', field: 'identifiant' })
  routes.on(forgotPassword.method, forgotPassword.path, forgotLimit)
  return routes
}
