// Token storage and 401 handling rules (spec §4, §6; decisions §3).

export type Identity = 'shop' | 'admin' | 'storefront-portal' | 'storefront'

export const IDENTITIES: readonly Identity[] = ['shop', 'admin', 'storefront-portal', 'storefront']

export const TOKEN_STORAGE_KEYS: Record<Identity, string> = {
  shop: 'token',
  admin: 'admin_token',
  'storefront-portal': 'admin_storefront_portal_tokens',
  storefront: 'admin_storefront_tokens',
}

// The two showcase token sets belong to one login, hence one shared flag.
export const REMEMBER_ME_KEYS: Record<Identity, string> = {
  shop: 'rememberMe',
  admin: 'admin_rememberMe',
  'storefront-portal': 'admin_storefront_rememberMe',
  storefront: 'admin_storefront_rememberMe',
}

export type TokenSet = { AccessToken: string; RefreshToken: string; UserId: string }

export type StorageArea = 'local' | 'session'

export function tokenPlacement(rememberMe: boolean): { keepIn: StorageArea; removeFrom: StorageArea } {
  return rememberMe ? { keepIn: 'local', removeFrom: 'session' } : { keepIn: 'session', removeFrom: 'local' }
}

export type StartupSession = { identity: Identity; rememberMe: boolean; hasSessionToken: boolean }

// Shop sessions are never ended at start: the spec applies this check to admins only.
export function sessionsToEndAtStart(sessions: readonly StartupSession[]): Identity[] {
  const ended: Identity[] = []
  for (const session of sessions) {
    const shouldEnd = session.identity !== 'shop' && !session.rememberMe && session.hasSessionToken
    if (shouldEnd && !ended.includes(session.identity)) ended.push(session.identity)
  }
  return ended
}

export type ResponseDecision = { kind: 'done' } | { kind: 'refresh-then-retry' } | { kind: 'session-expired' }

export const UNAUTHORIZED_STATUS = 401

export function decideAfterResponse(input: {
  status: number
  authenticated: boolean
  retried: boolean
}): ResponseDecision {
  // Login and refresh calls are not authenticated: refreshing after them would loop.
  if (input.status !== UNAUTHORIZED_STATUS || !input.authenticated) return { kind: 'done' }
  return input.retried ? { kind: 'session-expired' } : { kind: 'refresh-then-retry' }
}

export function decideAfterRefresh(result: { ok: true; tokens: TokenSet } | { ok: false }): TokenSet | null {
  return result.ok ? result.tokens : null
}
