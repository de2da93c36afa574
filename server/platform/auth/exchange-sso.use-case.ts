import type { AdminAccount, AdminRepository } from '../administrators/administrators.public'
import type { LoginResult } from './login-shop.use-case'
import { startSession, type SessionDeps } from './sessions'

export type SsoExchange = { accessToken: string; login: string }

export type ExchangeSsoDeps = SessionDeps & { admins: Pick<AdminRepository, 'findById'> }

/** A showcase administrator who may still act: present, active and with the `vitrine` role. */
export const isActiveShowcaseAdmin = (admin: AdminAccount | null): admin is AdminAccount =>
  admin !== null && admin.active && admin.role === 'vitrine'

/**
 * Step two (spec §4, §7 `POST /auth/admins`): the storefront trusts the SSO access token (its own
 * audience, signed, unexpired, its session alive) for the administrator it names, and the login sent
 * with it must be that administrator's. The SSO session stays open: the logout ends both (spec §7).
 */
export function exchangeSso(deps: ExchangeSsoDeps) {
  return async (exchange: SsoExchange): Promise<LoginResult<AdminAccount>> => {
    const claims = await deps.accessTokens.verify(exchange.accessToken, ['sso'])
    const admin = claims === null ? null : await deps.admins.findById(claims.subjectId)
    if (!isActiveShowcaseAdmin(admin) || admin.login !== exchange.login) return { kind: 'invalid-credentials' }
    const tokens = await startSession(deps, 'storefront-admin', admin.id)
    return { kind: 'authenticated', tokens, account: admin }
  }
}

/** GET /auth/current on the storefront, and its admin guard: the account behind a storefront-admin token. */
export function currentShowcaseAdmin(deps: { admins: Pick<AdminRepository, 'findById'> }) {
  return async (subjectId: number): Promise<AdminAccount | null> => {
    const admin = await deps.admins.findById(subjectId)
    return isActiveShowcaseAdmin(admin) ? admin : null
  }
}
