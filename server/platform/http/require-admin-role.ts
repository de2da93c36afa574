import { createMiddleware } from 'hono/factory'
import type { AdminRole } from '../../../src/domain/admin-roles'
import type { AdminEnv, AdminRepository } from '../administrators/administrators.public'
import type { AccessTokens } from '../auth/auth.public'
import { readBearerToken } from './bearer-token'
import { forbidden } from './form-body'
import { unauthorized } from './http-error'

/**
 * The back office's door: an `admin` token whose administrator still exists, is active and holds one
 * of `roles`. The account is read on every request, so a deactivation or a role change applies at once;
 * no token or an ended account is 401, a role short of the call is 403. It sits in the HTTP kernel, next
 * to requireIdentity: in administrators/ it closed a circle through auth/ (docs/decisions/058-no-import-circles.md).
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
