import { http, HttpResponse } from 'msw'
import type { Admin, Shop } from '../../../src/application/ports/auth-gateway'
import type { MemoryAuthControls, MemoryAuthSeed } from '../../../src/infrastructure/auth-gateway.memory'

// A small stand-in for the Portal API of docs/api-contract.md, enough for the identity calls:
// opaque tokens, rotation of refresh tokens, family revocation on logout or reuse.

type Audience = 'shop' | 'admin'
type Grant = { audience: Audience; login: string; family: number }

const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'
const BAD_REFRESH = "L'identifiant renseigné est incorrect ou inexistant"

const unauthorized = () => HttpResponse.json({ message: 'Non autorisé' }, { status: 401 })

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization')
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}))
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

export function fakePortal(seed: MemoryAuthSeed) {
  const shops = new Map<string, { password: string; shop: Shop }>((seed.shops ?? []).map((a) => [a.login, a]))
  const admins = new Map<string, { password: string; admin: Admin }>((seed.admins ?? []).map((a) => [a.login, a]))
  const access = new Map<string, Grant>()
  const refresh = new Map<string, Grant & { used: boolean }>()
  const revoked = new Set<number>()
  const logouts: Array<{ who: Audience; refreshToken: string }> = []
  let counter = 0

  const issue = (grant: Grant) => {
    counter += 1
    const pair = { access_token: `jwt-${grant.audience}-${counter}`, refresh_token: `refresh-${counter}` }
    access.set(pair.access_token, grant)
    refresh.set(pair.refresh_token, { ...grant, used: false })
    return pair
  }
  const caller = (request: Request, audience: Audience) => {
    const grant = access.get(bearer(request) ?? '')
    return grant?.audience === audience ? grant : null
  }
  const withAddress = (shop: Shop) => ({ ...shop, address: { line1: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' } })

  const handlers = [
    http.post('*/portal-api/login', async ({ request }) => {
      const body = await jsonBody(request)
      const account = shops.get(String(body.login))
      if (account === undefined || account.password !== body.password) return HttpResponse.json({ message: WRONG_CREDENTIALS }, { status: 401 })
      counter += 1
      const pair = issue({ audience: 'shop', login: String(body.login), family: counter })
      return HttpResponse.json({ ...pair, data: { ...pair, shop: withAddress(account.shop) } })
    }),
    http.post('*/portal-api/admin/login', async ({ request }) => {
      const body = await jsonBody(request)
      const account = admins.get(String(body.login))
      if (account === undefined || account.password !== body.password) return HttpResponse.json({ message: WRONG_CREDENTIALS }, { status: 401 })
      counter += 1
      const pair = issue({ audience: 'admin', login: String(body.login), family: counter })
      return HttpResponse.json({ ...pair, data: { ...account.admin, created_at: '2026-01-05T10:00:00Z', updated_at: '2026-01-05T10:00:00Z' } })
    }),
    http.get('*/portal-api/auth/current', ({ request }) => {
      const grant = access.get(bearer(request) ?? '')
      if (grant === undefined) return unauthorized()
      const account = grant.audience === 'shop' ? shops.get(grant.login)?.shop : admins.get(grant.login)?.admin
      if (account === undefined) return HttpResponse.json({ authenticatable: null })
      return HttpResponse.json({ authenticatable: grant.audience === 'shop' ? withAddress(account as Shop) : account })
    }),
    http.post('*/portal-api/refresh-token', async ({ request }) => {
      const token = bearer(request) ?? ''
      const grant = refresh.get(token)
      const body = await jsonBody(request)
      if (grant === undefined || body.refresh_token !== token || revoked.has(grant.family)) {
        return HttpResponse.json({ message: BAD_REFRESH }, { status: 401 })
      }
      if (grant.used) {
        revoked.add(grant.family)
        return HttpResponse.json({ message: BAD_REFRESH }, { status: 401 })
      }
      grant.used = true
      return HttpResponse.json(issue(grant))
    }),
    ...(['shop', 'admin'] as const).map((who) =>
      http.post(who === 'shop' ? '*/portal-api/logout' : '*/portal-api/admin/logout', async ({ request }) => {
        if (caller(request, who) === null) return unauthorized()
        const refreshToken = String((await jsonBody(request)).refresh_token ?? '')
        logouts.push({ who, refreshToken })
        const grant = refresh.get(refreshToken)
        if (grant !== undefined) revoked.add(grant.family)
        return HttpResponse.json({ message: 'Déconnexion réussie' })
      }),
    ),
    http.get('*/portal-api/api/shops/:id', ({ request, params }) => {
      const grant = caller(request, 'shop')
      if (grant === null) return unauthorized()
      const shop = shops.get(grant.login)?.shop
      if (shop === undefined || String(shop.id) !== params.id) return HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
      return HttpResponse.json(withAddress(shop))
    }),
  ]

  const controls: MemoryAuthControls = {
    expireAccessTokens: () => access.clear(),
    expireSessions: () => {
      access.clear()
      refresh.clear()
    },
    deleteAccount: (login) => {
      shops.delete(login)
      admins.delete(login)
    },
    logouts,
  }
  return { handlers, controls }
}
