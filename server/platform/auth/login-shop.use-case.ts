import type { ShopProfile, ShopRepository } from '../../portal/shops/shops.public'
import { checkPassword } from './credential-check'
import type { PasswordHasher } from './password-hasher'
import { startSession, type SessionDeps, type SessionTokens } from './sessions'

export type Credentials = { login: string; password: string }

export type LoginResult<Account> =
  | { kind: 'authenticated'; tokens: SessionTokens; account: Account }
  | { kind: 'invalid-credentials' }

export type LoginShopDeps = SessionDeps & { shops: ShopRepository; passwords: PasswordHasher }

export function loginShop(deps: LoginShopDeps) {
  return async (credentials: Credentials): Promise<LoginResult<ShopProfile>> => {
    const found = await deps.shops.findCredentialsByIdentifiant(credentials.login)
    const valid = await checkPassword(deps.passwords, found?.passwordHash ?? null, credentials.password)
    if (found === null || !valid) return { kind: 'invalid-credentials' }
    const profile = await deps.shops.findProfileById(found.id)
    if (profile === null) return { kind: 'invalid-credentials' }
    const tokens = await startSession(deps, 'shop', found.id)
    return { kind: 'authenticated', tokens, account: profile }
  }
}
