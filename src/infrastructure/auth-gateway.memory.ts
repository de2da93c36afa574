import { Effect, Layer } from 'effect'
import { DecodeError, Rejected, SessionExpired } from '../application/errors'
import { type Admin, AuthGateway, type Credentials, type Shop } from '../application/ports/auth-gateway'
import { TokenStore } from '../application/ports/token-store'
import type { TokenSet } from '../domain/session-rules'

export type MemoryShopAccount = { readonly login: string; readonly password: string; readonly shop: Shop }
export type MemoryAdminAccount = { readonly login: string; readonly password: string; readonly admin: Admin }
export type MemoryAuthSeed = { readonly shops?: readonly MemoryShopAccount[]; readonly admins?: readonly MemoryAdminAccount[] }

/** Levers a test pulls to put the twin in the states the real server can be in. */
export type MemoryAuthControls = {
  /** Every access token issued so far stops working; refresh tokens still renew them. */
  readonly expireAccessTokens: () => void
  /** Access and refresh tokens issued so far all stop working. */
  readonly expireSessions: () => void
  /** The account disappears: its tokens then read an empty current user. */
  readonly deleteAccount: (login: string) => void
  readonly logouts: ReadonlyArray<{ readonly who: 'shop' | 'admin'; readonly refreshToken: string }>
}

type Audience = 'shop' | 'admin'
type Grant = { readonly audience: Audience; readonly login: string; readonly family: number }

// The server's own words (api-contract): the twin answers what the server answers.
const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'
const NOT_FOUND = 'Ressource introuvable.'

export function authGatewayMemory(seed: MemoryAuthSeed = {}): {
  readonly layer: Layer.Layer<AuthGateway, never, TokenStore>
  readonly controls: MemoryAuthControls
} {
  const shops = new Map((seed.shops ?? []).map((account) => [account.login, account]))
  const admins = new Map((seed.admins ?? []).map((account) => [account.login, account]))
  const access = new Map<string, Grant>()
  const refresh = new Map<string, Grant>()
  const revokedFamilies = new Set<number>()
  const logouts: Array<{ who: Audience; refreshToken: string }> = []
  let counter = 0

  const issue = (grant: Grant, userId: number): TokenSet => {
    counter += 1
    const tokens = { AccessToken: `memory-access-${counter}`, RefreshToken: `memory-refresh-${counter}`, UserId: String(userId) }
    access.set(tokens.AccessToken, grant)
    refresh.set(tokens.RefreshToken, grant)
    return tokens
  }

  const login = <A extends { readonly password: string }>(
    accounts: ReadonlyMap<string, A>,
    audience: Audience,
    c: Credentials,
  ): Effect.Effect<{ account: A; grant: Grant }, Rejected> => {
    const account = accounts.get(c.login)
    if (account === undefined || account.password !== c.password) {
      return Effect.fail(new Rejected({ status: 401, message: WRONG_CREDENTIALS }))
    }
    counter += 1
    return Effect.succeed({ account, grant: { audience, login: c.login, family: counter } })
  }

  // Mirrors the HTTP client: a stale access token is renewed once with the refresh token, and a
  // session that cannot be renewed is forgotten.
  const authenticate = (store: TokenStore['Service'], audience: Audience) =>
    Effect.gen(function* () {
      const stored = yield* store.read(audience)
      const grant = stored === null ? undefined : access.get(stored.AccessToken)
      if (stored !== null && grant?.audience === audience) return grant.login
      const renewable = stored === null ? undefined : refresh.get(stored.RefreshToken)
      if (stored !== null && renewable?.audience === audience && !revokedFamilies.has(renewable.family)) {
        refresh.delete(stored.RefreshToken)
        const renewed = issue(renewable, Number(stored.UserId))
        yield* store.save(audience, renewed, yield* store.rememberMe(audience))
        return renewable.login
      }
      yield* store.clear(audience)
      return yield* Effect.fail(new SessionExpired())
    })

  const gateway = (store: TokenStore['Service']) => {
    const currentShopAccount = authenticate(store, 'shop').pipe(
      Effect.flatMap((name) => {
        const account = shops.get(name)
        return account === undefined ? Effect.fail(new DecodeError({ issues: 'authenticatable: empty' })) : Effect.succeed(account.shop)
      }),
    )
    return AuthGateway.of({
      shopLogin: (c) =>
        login(shops, 'shop', c).pipe(Effect.map(({ account, grant }) => ({ tokens: issue(grant, account.shop.id), shop: account.shop }))),
      adminLogin: (c) =>
        login(admins, 'admin', c).pipe(Effect.map(({ account, grant }) => ({ tokens: issue(grant, account.admin.id), admin: account.admin }))),
      currentShop: () => currentShopAccount,
      currentAdmin: () =>
        authenticate(store, 'admin').pipe(
          Effect.flatMap((name) => {
            const account = admins.get(name)
            return account === undefined ? Effect.fail(new DecodeError({ issues: 'authenticatable: empty' })) : Effect.succeed(account.admin)
          }),
        ),
      shop: (id) =>
        currentShopAccount.pipe(
          Effect.flatMap((own) => (own.id === id ? Effect.succeed(own) : Effect.fail(new Rejected({ status: 404, message: NOT_FOUND })))),
        ),
      logout: (who, refreshToken) =>
        Effect.sync(() => {
          logouts.push({ who, refreshToken })
          const grant = refresh.get(refreshToken)
          if (grant !== undefined && grant.audience === who) revokedFamilies.add(grant.family)
        }),
    })
  }

  return {
    layer: Layer.effect(AuthGateway, TokenStore.useSync(gateway)),
    controls: {
      expireAccessTokens: () => access.clear(),
      expireSessions: () => {
        access.clear()
        refresh.clear()
      },
      deleteAccount: (name) => {
        shops.delete(name)
        admins.delete(name)
      },
      logouts,
    },
  }
}
