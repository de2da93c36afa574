import { createMiddleware } from 'hono/factory'
import type { AccessTokens } from '../auth/auth.public'
import { readBearerToken } from '../http/bearer-token'
import { forbidden } from '../http/form-body'
import { unauthorized } from '../http/http-error'
import type { AdminAccount } from './admin-account'
import type { AdminRepository } from './admin-repository'
import type { AdminRole } from './admin-role'

export type AdminEnv = { Variables: { admin: AdminAccount } }

/**
 * The back office's door (issue 8): an `admin` token whose administrator still exists, is active and
 * holds one of `roles`. The account is read on every request, so a deactivation or a role change
 * applies at once; no token or an ended account is 401, a role short of the call is 403.
 */
export function requireAdminRole(accessTokens: AccessTokens, admins: AdminRepository, roles: readonly AdminRole[]) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const token = readBearerToken(c)
    const claims = token === null ? null : await accessTokens.verify(token, ['admin'])
    const admin = claims === null ? null : await admins.findById(claims.subjectId)
    if (admin === null || !admin.active) throw unauthorized()
    if (!roles.includes(admin.role)) throw forbidden()
    c.set('admin', admin)
    await next()
  })
}
