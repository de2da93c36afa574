import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { adminSecondFactors } from '../../../server/platform/db/schema-second-factor'
import { anAdmin } from '../support/builders'
import { getWithToken, json, postJson } from '../support/http'
import { codeAt, enrolAdmin } from '../support/second-factor'
import { logInAdmin } from '../support/sessions'
import { useTestApp } from '../support/test-app'

// The e-commerce administrators' second factor (docs/decisions/063-second-factor.md), through the real app.
const t = useTestApp()
const STEP_MS = 30_000
const INVALID = { message: 'Le code de vérification est incorrect ou a déjà été utilisé.' }

const passwordStep = (admin: { login: string; password: string }) =>
  postJson(t.app, '/portal-api/admin/login', { login: admin.login, password: admin.password })
const codeStep = (challenge: string, code: string, env?: unknown) =>
  t.app.request(
    '/portal-api/admin/login/second-factor',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ challenge, code }) },
    env,
  )

async function challengeOf(admin: { login: string; password: string }): Promise<string> {
  const response = await passwordStep(admin)
  const body = await json(response)
  expect(response.status).toBe(200)
  expect(body).toEqual({ second_factor: 'required', challenge: expect.any(String) })
  return body.challenge
}

async function anEnrolledAdmin(role: 'super_admin' | 'admin' = 'admin') {
  const admin = await anAdmin(t.db, { role })
  const tokens = await logInAdmin(t.app, admin)
  const enrolled = await enrolAdmin(t.app, tokens.access_token, () => t.clock.now())
  // The confirming code's step is used: the sign-in code comes from the next step.
  t.clock.advance(STEP_MS)
  return { ...admin, ...enrolled, tokens }
}

describe('second factor: enrolment', () => {
  it('shows the secret once, confirms with a code, then gives 10 recovery codes; the secret is sealed', async () => {
    const admin = await anAdmin(t.db, { role: 'admin' })
    const { access_token } = await logInAdmin(t.app, admin)
    const before = await json(await getWithToken(t.app, '/portal-api/admin/security', access_token))
    expect(before).toEqual({ enabled: false, required: false, recovery_codes_left: 0 })

    const start = await postJson(t.app, '/portal-api/admin/security/enrolment', {}, access_token)
    const { secret, otpauth_uri } = await json(start)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauth_uri).toContain(`secret=${secret}`)
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1&digits=6&period=30/)
    const [row] = await t.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.adminId, admin.id))
    expect(row?.encryptedSecret).not.toContain(secret)

    const wrong = await postJson(
      t.app,
      '/portal-api/admin/security/enrolment/confirm',
      { code: '000000' },
      access_token,
    )
    expect(wrong.status).toBe(400)
    const confirm = '/portal-api/admin/security/enrolment/confirm'
    const confirmed = await postJson(t.app, confirm, { code: codeAt(secret, t.clock.now()) }, access_token)
    const { recovery_codes } = await json(confirmed)
    expect(recovery_codes).toHaveLength(10)
    expect(new Set(recovery_codes).size).toBe(10)
    expect(await json(await getWithToken(t.app, '/portal-api/admin/security', access_token))).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    })
    // Never sent again: a new enrolment is refused while the factor is on.
    expect((await postJson(t.app, '/portal-api/admin/security/enrolment', {}, access_token)).status).toBe(409)
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, admin.id))
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['second_factor_failed', 'second_factor_enabled']),
    )
  })
})

describe('second factor: sign-in', () => {
  it('keeps the spec answer for an account without the factor', async () => {
    const admin = await anAdmin(t.db, { role: 'admin' })
    const body = await json(await passwordStep(admin))
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      data: expect.any(Object),
    })
  })

  it('answers a challenge instead of tokens, and the tokens after a good code', async () => {
    const admin = await anEnrolledAdmin()
    const challenge = await challengeOf(admin)
    const response = await codeStep(challenge, codeAt(admin.secret, t.clock.now()))
    const body = await json(response)
    expect(response.status).toBe(200)
    expect(body.data.login).toBe(admin.login)
    expect((await getWithToken(t.app, '/portal-api/admin/security', body.access_token)).status).toBe(200)
  })

  it('refuses a replayed code, and a challenge used twice', async () => {
    const admin = await anEnrolledAdmin()
    const code = codeAt(admin.secret, t.clock.now())
    const first = await challengeOf(admin)
    expect((await codeStep(first, code)).status).toBe(200)
    const second = await challengeOf(admin)
    expect(await json(await codeStep(second, code))).toEqual(INVALID)
    // A fresh code cannot reuse the first challenge either.
    t.clock.advance(STEP_MS)
    expect((await codeStep(first, codeAt(admin.secret, t.clock.now()))).status).toBe(401)
  })

  it('accepts a clock drift of one step either side and refuses two', async () => {
    const admin = await anEnrolledAdmin()
    const now = () => t.clock.now()
    expect((await codeStep(await challengeOf(admin), codeAt(admin.secret, now(), 2))).status).toBe(401)
    expect((await codeStep(await challengeOf(admin), codeAt(admin.secret, now(), 1))).status).toBe(200)
    t.clock.advance(3 * STEP_MS)
    expect((await codeStep(await challengeOf(admin), codeAt(admin.secret, now(), -2))).status).toBe(401)
    expect((await codeStep(await challengeOf(admin), codeAt(admin.secret, now(), -1))).status).toBe(200)
  })

  it('refuses an expired challenge', async () => {
    const admin = await anEnrolledAdmin()
    const challenge = await challengeOf(admin)
    t.clock.advance(5 * 60 * 1000 + 1000)
    const expired = await codeStep(challenge, codeAt(admin.secret, t.clock.now()))
    expect(await json(expired)).toEqual({ message: 'La vérification a expiré : veuillez vous reconnecter.' })
  })

  it('takes each recovery code once, and audits its use', async () => {
    const admin = await anEnrolledAdmin()
    const [recovery] = admin.recoveryCodes
    expect((await codeStep(await challengeOf(admin), ` ${recovery?.toUpperCase()} `)).status).toBe(200)
    expect(await json(await codeStep(await challengeOf(admin), recovery ?? ''))).toEqual(INVALID)
    const status = await json(await getWithToken(t.app, '/portal-api/admin/security', admin.tokens.access_token))
    expect(status.recovery_codes_left).toBe(9)
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, admin.id))
    expect(actions.map((a) => a.action)).toContain('second_factor_recovery_code_used')
  })

  it('renews the recovery codes against a current code only; the old ones stop working', async () => {
    const admin = await anEnrolledAdmin()
    const path = '/portal-api/admin/security/recovery-codes'
    const token = admin.tokens.access_token
    expect((await postJson(t.app, path, { code: admin.recoveryCodes[0] }, token)).status).toBe(400)
    const renewed = await postJson(t.app, path, { code: codeAt(admin.secret, t.clock.now()) }, token)
    const { recovery_codes } = await json(renewed)
    expect(recovery_codes).toHaveLength(10)
    expect((await codeStep(await challengeOf(admin), admin.recoveryCodes[1] ?? '')).status).toBe(401)
    expect((await codeStep(await challengeOf(admin), recovery_codes[0])).status).toBe(200)
  })

  it('throttles wrong codes as the logins are: the 6th from one address is refused, even a good one', async () => {
    const admin = await anEnrolledAdmin()
    const env = { incoming: { socket: { remoteAddress: '198.51.100.7' } } }
    const challenge = await challengeOf(admin)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await codeStep(challenge, '000000', env)).status).toBe(401)
    }
    const limited = await codeStep(challenge, codeAt(admin.secret, t.clock.now()), env)
    expect(limited.status).toBe(429)
    const failures = await t.db.select().from(auditLog).where(eq(auditLog.action, 'second_factor_failed'))
    expect(failures.length).toBeGreaterThanOrEqual(5)
  })
})

describe('second factor: reset by a super administrator', () => {
  it('turns the factor off, ends the sessions, and is audited; plain administrators cannot', async () => {
    const admin = await anEnrolledAdmin()
    const boss = await anAdmin(t.db, { role: 'super_admin' })
    const bossToken = (await logInAdmin(t.app, boss)).access_token
    const path = `/portal-api/admin/administrators/${admin.id}/second-factor/reset`
    expect((await postJson(t.app, path, {}, admin.tokens.access_token)).status).toBe(403)
    const reset = await postJson(t.app, path, {}, bossToken)
    expect(await json(reset)).toEqual({
      message: 'La double authentification de cet administrateur a été réinitialisée.',
    })
    expect((await getWithToken(t.app, '/portal-api/admin/security', admin.tokens.access_token)).status).toBe(401)
    const refreshed = await postJson(t.app, '/portal-api/refresh-token', { refresh_token: admin.tokens.refresh_token })
    expect(refreshed.status).toBe(401)
    // The password alone signs in again.
    expect((await json(await passwordStep(admin))).access_token).toEqual(expect.any(String))
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'second_factor_reset'))
    expect(entry).toMatchObject({ adminLogin: boss.login, entity: 'administrator', entityId: admin.id })
  })
})
