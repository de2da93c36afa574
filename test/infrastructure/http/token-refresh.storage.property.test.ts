import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  IDENTITIES,
  type Identity,
  REMEMBER_ME_KEYS,
  TOKEN_STORAGE_KEYS,
  type TokenSet,
} from '../../../src/domain/session-rules'
import { makeTokenRefresher } from '../../../src/infrastructure/http/token-refresh'
import {
  makeWebStorageTokenStore,
  type WebStorageAreas,
} from '../../../src/infrastructure/session/token-store.web-storage'

const CONFIG = {
  portalUrl: 'http://ecrin.test/portal-api',
  showcaseUrl: 'http://ecrin.test/storefront-api',
}

// Where each identity renews its pair (spec §7): the showcase back office on the storefront, the others
// (the showcase's SSO step included) on the portal.
const REFRESH_URL: Record<Identity, string> = {
  shop: `${CONFIG.portalUrl}/refresh-token`,
  admin: `${CONFIG.portalUrl}/refresh-token`,
  'storefront-portal': `${CONFIG.portalUrl}/refresh-token`,
  storefront: `${CONFIG.showcaseUrl}/auth/refresh-token`,
}

/** A Web Storage area in a Map, so that the test reads exactly what was written where. */
class MapStorage implements Storage {
  readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

// Base64url, as the server's tokens: a header value cannot carry every character.
const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/)
const tokenSet = fc.record({
  AccessToken: token,
  RefreshToken: token,
  UserId: fc.integer({ min: 1, max: 999 }).map(String),
})
/** Another identity's state before the refresh: logged out, or a set saved with its own rememberMe. */
const otherSession = fc.option(fc.record({ set: tokenSet, rememberMe: fc.boolean() }), { nil: null })

const snapshot = (areas: WebStorageAreas, except: string) => {
  const read = (area: Storage) => Object.fromEntries([...(area as MapStorage).items].filter(([key]) => key !== except))
  return { local: read(areas.local), session: read(areas.session) }
}

describe('token refresh, per storage key (spec §4, §6)', () => {
  it.each(IDENTITIES.map((identity) => [TOKEN_STORAGE_KEYS[identity], identity] as const))(
    '%s: the renewed pair goes under this key only, in the area its rememberMe names',
    async (_key, identity) => {
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          tokenSet,
          fc.record({
            shop: otherSession,
            admin: otherSession,
            'storefront-portal': otherSession,
            storefront: otherSession,
          }),
          fc.string({ maxLength: 8 }),
          async (rememberMe, stored, others, unrelated) => {
            const areas = {
              local: new MapStorage(),
              session: new MapStorage(),
            }
            areas.local.setItem('autre-cle', unrelated)
            const store = makeWebStorageTokenStore(() => areas)
            for (const other of IDENTITIES) {
              const session = others[other]
              if (other !== identity && session !== null)
                Effect.runSync(store.save(other, session.set, session.rememberMe))
            }
            // Saved last, as at its own login: the showcase's two identities share one flag.
            Effect.runSync(store.save(identity, stored, rememberMe))
            const key = TOKEN_STORAGE_KEYS[identity]
            const before = snapshot(areas, key)
            const sent: Array<{ url: string; authorization: string | null }> = []
            const renewed = {
              access_token: `new-${stored.AccessToken}`,
              refresh_token: `new-${stored.RefreshToken}`,
            }
            const refresher = makeTokenRefresher({
              config: CONFIG,
              tokens: store,
              resolveUrl: (url) => url,
              fetch: async (url, init) => {
                sent.push({
                  url,
                  authorization: new Headers(init.headers).get('Authorization'),
                })
                return new Response(JSON.stringify(renewed), {
                  status: 200,
                  headers: { 'Content-Type': 'application/json' },
                })
              },
            })

            const result = await Effect.runPromise(refresher.refresh(identity, stored.AccessToken))

            const expected: TokenSet = {
              AccessToken: renewed.access_token,
              RefreshToken: renewed.refresh_token,
              UserId: stored.UserId,
            }
            expect(result).toEqual(expected)
            expect(sent).toEqual([
              {
                url: REFRESH_URL[identity],
                authorization: `Bearer ${stored.RefreshToken}`,
              },
            ])
            const [kept, emptied] = rememberMe ? [areas.local, areas.session] : [areas.session, areas.local]
            expect(JSON.parse(kept.getItem(key) ?? 'null')).toEqual(expected)
            expect(emptied.getItem(key)).toBeNull()
            expect(areas.local.getItem(REMEMBER_ME_KEYS[identity])).toBe(String(rememberMe))
            // Every other identity's set, every flag and foreign keys are left exactly as they were.
            expect(snapshot(areas, key)).toEqual(before)
          },
        ),
      )
    },
  )
})
