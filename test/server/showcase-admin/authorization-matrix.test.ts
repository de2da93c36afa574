import { describe, expect, it } from 'vitest'
import { anAdmin, aShop } from '../support/builders'
import { call } from '../support/portal-http'
import { logInAdmin, logInShop, type Tokens } from '../support/sessions'
import { callShowcase, logInShowcaseAdmin } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The callers of decision 036. Each holds at most one pair per surface, and sends on each surface what the
// browser would (spec §6): a showcase admin its SSO pair to the portal and its storefront pair to the
// storefront; "SSO token alone" and "storefront token alone" send the one pair they hold everywhere.
const CALLERS = ['anonymous', 'shop', 'ecommerceAdmin', 'ssoAlone', 'showcaseAlone', 'showcaseAdmin'] as const
type Caller = (typeof CALLERS)[number]
type Held = { portal: Tokens | null; storefront: Tokens | null; login: string }

async function callers(): Promise<Record<Caller, Held>> {
  const vitrine = await anAdmin(t.db, { role: 'vitrine' })
  const ecommerce = await anAdmin(t.db, { role: 'super_admin' })
  const shop = await aShop(t.db)
  const signedIn = await logInShowcaseAdmin(t.app, vitrine)
  const loneSso = (await logInShowcaseAdmin(t.app, vitrine)).sso
  const loneShowcase = (await logInShowcaseAdmin(t.app, vitrine)).storefront
  const shopPair = await logInShop(t.app, shop)
  const adminPair = await logInAdmin(t.app, ecommerce)
  return {
    anonymous: { portal: null, storefront: null, login: vitrine.login },
    shop: { portal: shopPair, storefront: shopPair, login: shop.identifiant },
    ecommerceAdmin: { portal: adminPair, storefront: adminPair, login: ecommerce.login },
    ssoAlone: { portal: loneSso, storefront: loneSso, login: vitrine.login },
    showcaseAlone: { portal: loneShowcase, storefront: loneShowcase, login: vitrine.login },
    showcaseAdmin: { portal: signedIn.sso, storefront: signedIn.storefront, login: vitrine.login },
  }
}

type Row = {
  call: string
  send: (held: Held) => Response | Promise<Response>
  allowed: readonly Caller[]
  // What an allowed caller gets when it is not 200 (a refusal past the door: no enrolment under way).
  passed?: number
}

// The showcase administrator's own second factor (decision 063): their storefront session only.
const security = (method: string, path: string, passed?: number): Row => ({
  call: `${method} /storefront-api${path}`,
  send: (h) =>
    callShowcase(t.app, method, path, {
      token: h.storefront?.access_token,
      ...(method === 'POST' ? { body: { code: '000000' } } : {}),
    }),
  allowed: ['showcaseAlone', 'showcaseAdmin'],
  passed,
})

const ROWS: Row[] = [
  {
    call: 'POST /portal-api/admin/sso/logout',
    send: (h) => call(t.app, 'POST', '/admin/sso/logout', { token: h.portal?.access_token }),
    allowed: ['ssoAlone', 'showcaseAdmin'],
  },
  {
    call: 'POST /storefront-api/auth/admins (its access token and login)',
    send: (h) =>
      callShowcase(t.app, 'POST', '/auth/admins', {
        body: { access_token: h.portal?.access_token ?? 'aucun', login: h.login },
      }),
    allowed: ['ssoAlone', 'showcaseAdmin'],
  },
  {
    call: 'GET /storefront-api/auth/current',
    send: (h) => callShowcase(t.app, 'GET', '/auth/current', { token: h.storefront?.access_token }),
    allowed: ['showcaseAlone', 'showcaseAdmin'],
  },
  {
    call: 'POST /storefront-api/auth/refresh-token (bearer: its refresh token)',
    send: (h) => callShowcase(t.app, 'POST', '/auth/refresh-token', { token: h.storefront?.refresh_token }),
    allowed: ['showcaseAlone', 'showcaseAdmin'],
  },
  {
    call: 'POST /storefront-api/auth/admins/logout',
    send: (h) => callShowcase(t.app, 'POST', '/auth/admins/logout', { token: h.storefront?.access_token }),
    allowed: ['showcaseAlone', 'showcaseAdmin'],
  },
  {
    call: 'GET /portal-api/auth/current (shops and e-commerce admins only)',
    send: (h) => call(t.app, 'GET', '/auth/current', { token: h.portal?.access_token }),
    allowed: ['shop', 'ecommerceAdmin'],
  },
  {
    call: 'GET /portal-api/admin/audit (the e-commerce back office)',
    send: (h) => call(t.app, 'GET', '/admin/audit?entity=brand&entity_id=1', { token: h.portal?.access_token }),
    allowed: ['ecommerceAdmin'],
  },
  {
    call: 'POST /portal-api/admin/logout (e-commerce admins)',
    send: (h) => call(t.app, 'POST', '/admin/logout', { token: h.portal?.access_token }),
    allowed: ['ecommerceAdmin'],
  },
  {
    call: 'POST /portal-api/refresh-token (bearer: its refresh token)',
    send: (h) => call(t.app, 'POST', '/refresh-token', { token: h.portal?.refresh_token }),
    allowed: ['shop', 'ecommerceAdmin', 'ssoAlone', 'showcaseAdmin'],
  },
  security('GET', '/auth/security'),
  security('POST', '/auth/security/enrolment'),
  security('POST', '/auth/security/enrolment/confirm', 409),
  security('POST', '/auth/security/recovery-codes', 409),
]

describe('authorization matrix of the showcase administrators’ sign-in', () => {
  it.each(ROWS)('$call', async (row) => {
    // Fresh callers per row: a logout or a rotation in one row must not decide the next.
    const held = await callers()
    for (const caller of CALLERS) {
      const response = await row.send(held[caller])
      const expected = row.allowed.includes(caller) ? (row.passed ?? 200) : 401
      expect(response.status, `${caller}: ${await response.clone().text()}`).toBe(expected)
    }
  })
})
