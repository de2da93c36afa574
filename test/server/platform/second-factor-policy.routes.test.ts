import { describe, expect, it } from 'vitest'
import { anAdmin } from '../support/builders'
import { getWithToken, json, postJson } from '../support/http'
import { codeAt, enrolAdmin } from '../support/second-factor'
import { logInAdmin } from '../support/sessions'
import { callShowcase, exchangeSso } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'

// The policy and the showcase administrators' SSO step (docs/decisions/063-second-factor.md).
const t = useTestApp()
const REQUIRED = { message: 'La double authentification est obligatoire : activez-la pour continuer.' }
const POLICY = '/portal-api/admin/security/policy'
const put = (path: string, body: unknown, token: string) =>
  t.app.request(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

// What an administrator without a required factor may still call: their enrolment, and the session calls.
const ENROLMENT = /^(GET \/admin\/security|POST \/admin\/security\/enrolment(\/confirm)?)$/
const OWN_DOOR = /^\/admin\/(login|logout|sso\/)/

function adminRoutes(prefix: string) {
  const seen = new Map<string, { method: string; path: string }>()
  for (const route of t.app.routes) {
    if (!route.path.startsWith(`${prefix}/admin/`) || route.method === 'ALL' || route.path.includes('*')) continue
    const path = route.path.slice(prefix.length)
    seen.set(`${route.method} ${path}`, { method: route.method, path })
  }
  return [...seen.values()]
}

function request(prefix: string, method: string, path: string, token: string) {
  const url = `${prefix}${path.replace(/:[A-Za-z]+/g, '999999')}`
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  if (method === 'GET' || method === 'DELETE') return t.app.request(url, { method, headers })
  if (/\/(logo|image|upload|media|artworks|proofs)$/.test(path)) {
    return t.app.request(url, { method, headers: { Authorization: headers.Authorization }, body: new FormData() })
  }
  return t.app.request(url, { method, headers, body: '{}' })
}

describe('second factor policy', () => {
  it('is set by super administrators only, and is off by default', async () => {
    const boss = await anAdmin(t.db, { role: 'super_admin' })
    const plain = await anAdmin(t.db, { role: 'admin' })
    const bossToken = (await logInAdmin(t.app, boss)).access_token
    const plainToken = (await logInAdmin(t.app, plain)).access_token
    expect(await json(await getWithToken(t.app, POLICY, plainToken))).toEqual({ policy: 'off' })
    expect((await put(POLICY, { policy: 'all' }, plainToken)).status).toBe(403)
    expect((await put(POLICY, { policy: 'bientôt' }, bossToken)).status).toBe(400)
    expect(await json(await put(POLICY, { policy: 'super' }, bossToken))).toEqual({ policy: 'super' })
    const status = await json(await getWithToken(t.app, '/portal-api/admin/security', bossToken))
    expect(status).toEqual({ enabled: false, required: true, recovery_codes_left: 0 })
  })

  it('under "all", refuses every back-office route to an administrator without the factor, but enrolment', async () => {
    const boss = await anAdmin(t.db, { role: 'super_admin' })
    const token = (await logInAdmin(t.app, boss)).access_token
    await put(POLICY, { policy: 'all' }, token)
    const routes = adminRoutes('/portal-api').filter(({ path }) => !OWN_DOOR.test(path))
    expect(routes.length).toBeGreaterThanOrEqual(40)
    const wrong: string[] = []
    for (const { method, path } of routes) {
      const response = await request('/portal-api', method, path, token)
      const exempt = ENROLMENT.test(`${method} ${path}`)
      const body = response.status === 403 ? await json(response) : null
      if (exempt ? response.status === 403 : body?.message !== REQUIRED.message) {
        wrong.push(`${method} ${path}: ${response.status}`)
      }
    }
    expect(wrong).toEqual([])
    // The session calls outside /admin still work: current identity and refresh.
    expect((await getWithToken(t.app, '/portal-api/auth/current', token)).status).toBe(200)
    // Once enrolled, the same administrator gets through.
    await enrolAdmin(t.app, token, () => t.clock.now())
    expect((await getWithToken(t.app, '/portal-api/admin/settings', token)).status).toBe(200)
  })

  it('under "all", refuses every showcase back-office route to a showcase admin without the factor', async () => {
    const boss = await anAdmin(t.db, { role: 'super_admin' })
    await put(POLICY, { policy: 'all' }, (await logInAdmin(t.app, boss)).access_token)
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const sso = await json(
      await postJson(t.app, '/portal-api/admin/sso/vitrine/login', {
        login: vitrine.login,
        password: vitrine.password,
      }),
    )
    const { access_token } = await exchangeSso(t.app, sso.access_token, vitrine.login)
    const routes = adminRoutes('/storefront-api')
    expect(routes.length).toBeGreaterThanOrEqual(20)
    const wrong: string[] = []
    for (const { method, path } of routes) {
      const response = await request('/storefront-api', method, path, access_token)
      if (response.status !== 403 || (await json(response)).message !== REQUIRED.message) {
        wrong.push(`${method} ${path}: ${response.status}`)
      }
    }
    expect(wrong).toEqual([])
    const status = await callShowcase(t.app, 'GET', '/auth/security', { token: access_token })
    expect(await json(status)).toEqual({ enabled: false, required: true, recovery_codes_left: 0 })
  })
})

describe('the showcase administrators second factor (SSO step)', () => {
  it('enrols on /auth/security, then the SSO step asks a code before its pair', async () => {
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const ssoLogin = () =>
      postJson(t.app, '/portal-api/admin/sso/vitrine/login', { login: vitrine.login, password: vitrine.password })
    const sso = await json(await ssoLogin())
    const { access_token } = await exchangeSso(t.app, sso.access_token, vitrine.login)
    const start = await callShowcase(t.app, 'POST', '/auth/security/enrolment', { token: access_token })
    const { secret } = await json(start)
    const code = codeAt(secret, t.clock.now())
    const confirm = await callShowcase(t.app, 'POST', '/auth/security/enrolment/confirm', {
      token: access_token,
      body: { code },
    })
    expect((await json(confirm)).recovery_codes).toHaveLength(10)
    t.clock.advance(30_000)

    const step = await json(await ssoLogin())
    expect(step).toEqual({ second_factor: 'required', challenge: expect.any(String) })
    // A challenge of the SSO door is nothing at the back office's door.
    const now = codeAt(secret, t.clock.now())
    const elsewhere = await postJson(t.app, '/portal-api/admin/login/second-factor', {
      challenge: step.challenge,
      code: now,
    })
    expect(elsewhere.status).toBe(401)
    const path = '/portal-api/admin/sso/vitrine/login/second-factor'
    const pair = await json(await postJson(t.app, path, { challenge: step.challenge, code: now }))
    expect(pair.data.login).toBe(vitrine.login)
    const storefront = await exchangeSso(t.app, pair.access_token, vitrine.login)
    expect((await callShowcase(t.app, 'GET', '/auth/current', { token: storefront.access_token })).status).toBe(200)
  })
})
