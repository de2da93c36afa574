import { Hono } from 'hono'
import { limitAttempts } from './rate-limit.middleware'
import type { RateLimiter } from './rate-limiter'

// Mounted before the login and account routes: these handlers run first on the same paths.
// Only failed logins count; every forgot-password request does (each one may send a mail).
export function rateLimitRoutes(limiter: RateLimiter) {
  const routes = new Hono()
  routes.post('/login', limitAttempts(limiter, { scope: 'login', field: 'login', forgiveStatuses: [200] }))
  routes.post('/admin/login', limitAttempts(limiter, { scope: 'admin-login', field: 'login', forgiveStatuses: [200] }))
  // Step one of the showcase admin's sign-in (issue 9); step two takes a token, not a password.
  const ssoLogin = limitAttempts(limiter, { scope: 'sso-login', field: 'login', forgiveStatuses: [200] })
  routes.post('/admin/sso/vitrine/login', ssoLogin)
  routes.post('/forgot-password', limitAttempts(limiter, { scope: 'forgot-password', field: 'identifiant' }))
  return routes
}
