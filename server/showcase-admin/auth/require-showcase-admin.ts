import { createMiddleware } from 'hono/factory'
import type { AdminAccount } from '../../platform/administrators/administrators.public'
import type { AccessClaims } from '../../platform/auth/auth.public'
import { readBearerToken } from '../../platform/http/bearer-token'
import { unauthorized } from '../../platform/http/http-error'
import type { ShowcaseAdminAuth } from './showcase-admin-auth'

export type ShowcaseAdminEnv = { Variables: { caller: AccessClaims; showcaseAdmin: AdminAccount } }

/**
 * The door of the showcase back office's Storefront API routes (decision 036): a storefront-admin token
 * whose session is alive and whose administrator still exists, is active and keeps the `vitrine`
 * role. The account is read on every request, so a deactivation applies at once. Any other token
 * (shop, e-commerce admin, the SSO token itself) is no credential here: 401, as with no token.
 */
export function requireShowcaseAdmin(auth: Pick<ShowcaseAdminAuth, 'accessTokens' | 'currentAdmin'>) {
  return createMiddleware<ShowcaseAdminEnv>(async (c, next) => {
    const token = readBearerToken(c)
    const claims = token === null ? null : await auth.accessTokens.verify(token, ['storefront-admin'])
    const admin = claims === null ? null : await auth.currentAdmin(claims.subjectId)
    if (claims === null || admin === null) throw unauthorized()
    c.set('caller', claims)
    c.set('showcaseAdmin', admin)
    await next()
  })
}
