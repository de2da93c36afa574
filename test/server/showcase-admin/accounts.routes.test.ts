import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins, refreshTokens } from '../../../server/platform/db/schema'
import { ACCOUNTS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { PASSWORD_MESSAGES } from '../../../src/domain/password-rule'
import { anAdmin } from '../support/builders'
import { logInAdmin } from '../support/sessions'
import { logInShowcaseAdmin } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'
import { aShowcaseAdminSession } from './support/showcase-admin-calls'

const t = useTestApp()
const signIn = () => aShowcaseAdminSession(t.app, t.db)
const rowOf = async (id: number) => (await t.db.select().from(admins).where(eq(admins.id, id)))[0]
const anAccount = (overrides: Record<string, unknown> = {}) => ({
  login: 'camille.martin',
  email: 'camille.martin@exemple.fr',
  active: true,
  password: 'Lumiere2026',
  ...overrides,
})

describe('/admin/administrators: the showcase administrators', () => {
  it('lists only the showcase administrators, and creates one with an argon2id hash', async () => {
    const { call, admin } = await signIn()
    await anAdmin(t.db, { role: 'super_admin', login: 'chef' })
    const listed = await call('GET', '/admin/administrators')
    expect(listed.headers.get('x-total-count')).toBe('1')
    expect(listed.body.map((item: { login: string }) => item.login)).toEqual([admin.login])

    const created = await call('POST', '/admin/administrators', anAccount())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ login: 'camille.martin', active: true, version: 1 })
    expect(created.body).not.toHaveProperty('password_hash')
    const row = await rowOf(created.body.id)
    expect(row?.role).toBe('vitrine')
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    await logInShowcaseAdmin(t.app, { login: 'camille.martin', password: 'Lumiere2026' })
    const history = await call('GET', `/admin/audit?entity=vitrine_administrator&entity_id=${created.body.id}`)
    expect(history.body[0]).toMatchObject({ action: 'create' })
    expect(JSON.stringify(history.body)).not.toContain('argon2')
  })

  it('refuses a weak password, a bad login and e-mail, and a login already taken, as field errors', async () => {
    const { call } = await signIn()
    const bad = anAccount({ login: 'é t', email: 'nope', password: 'court' })
    const weak = await call('POST', '/admin/administrators', bad)
    expect(weak.status).toBe(422)
    expect(Object.keys(weak.body.fields).sort()).toEqual(['email', 'login', 'password'])
    expect(weak.body.fields.password).toBe(PASSWORD_MESSAGES.weak)
    await anAdmin(t.db, { role: 'super_admin', login: 'pris' })
    const taken = await call('POST', '/admin/administrators', anAccount({ login: 'pris' }))
    expect(taken.status).toBe(422)
    expect(Object.keys(taken.body.fields)).toEqual(['login'])
  })

  it('keeps the last active showcase administrator, and nobody deactivates or deletes themselves', async () => {
    const { call, admin } = await signIn()
    const selfPath = `/admin/administrators/${admin.id}`
    const deactivateSelf = { login: admin.login, email: admin.email, active: false, version: admin.version }
    const alone = await call('PUT', selfPath, deactivateSelf)
    expect(alone.status).toBe(409)
    expect(alone.body.message).toBe(M.lastShowcaseAdmin)
    expect((await call('DELETE', selfPath)).body.message).toBe(M.lastShowcaseAdmin)

    const other = (await call('POST', '/admin/administrators', anAccount())).body
    const self = await call('PUT', selfPath, deactivateSelf)
    expect(self.status).toBe(409)
    expect(self.body.message).toBe(M.cannotDeactivateSelf)
    expect((await call('DELETE', selfPath)).body.message).toBe(M.cannotDeleteSelf)
    expect((await rowOf(admin.id))?.active).toBe(true)

    const otherPath = `/admin/administrators/${other.id}`
    const deactivated = await call('PUT', otherPath, { ...anAccount(), active: false, version: 1 })
    expect(deactivated.status).toBe(200)
    expect(deactivated.body.active).toBe(false)
    const stillActive = (await call('GET', '/admin/administrators?active=true')).body
    expect(stillActive.map((item: { id: number }) => item.id)).toEqual([admin.id])
  })

  it('updates login, e-mail and password with the version read; a stale version is refused', async () => {
    const { call } = await signIn()
    const other = (await call('POST', '/admin/administrators', anAccount())).body
    const before = (await rowOf(other.id))?.passwordHash
    const { storefront } = await logInShowcaseAdmin(t.app, { login: 'camille.martin', password: 'Lumiere2026' })
    const saved = await call('PUT', `/admin/administrators/${other.id}`, {
      ...anAccount({ login: 'camille.m', password: 'NouveauSecret42' }),
      version: 1,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ login: 'camille.m', version: 2 })
    const after = (await rowOf(other.id))?.passwordHash
    expect(after).toMatch(/^\$argon2id\$/)
    expect(after).not.toBe(before)
    // Someone else replaced the password: that account's sessions end.
    const stillIn = await t.app.request('/storefront-api/admin/administrators', {
      headers: { Authorization: `Bearer ${storefront.access_token}` },
    })
    expect(stillIn.status).toBe(401)
    const stale = await call('PUT', `/admin/administrators/${other.id}`, { ...anAccount(), version: 1 })
    expect(stale.status).toBe(409)
  })
})

describe('/admin/ecommerce-users: the e-commerce administrators of role admin only', () => {
  it('never lists nor reaches a super administrator (404), and creates only admins', async () => {
    const { call } = await signIn()
    const boss = await anAdmin(t.db, { role: 'super_admin', login: 'patronne' })
    const plain = await anAdmin(t.db, { role: 'admin', login: 'employe' })
    const listed = await call('GET', '/admin/ecommerce-users')
    expect(listed.body.map((item: { login: string }) => item.login)).toEqual(['employe'])
    expect(listed.headers.get('x-total-count')).toBe('1')
    const path = `/admin/ecommerce-users/${boss.id}`
    expect((await call('GET', path)).status).toBe(404)
    const touch = { login: 'patronne', email: boss.email, active: false, password: 'Piratage2026', version: 1 }
    expect((await call('PUT', path, touch)).status).toBe(404)
    expect((await call('DELETE', path)).status).toBe(404)
    expect(await rowOf(boss.id)).toMatchObject({ active: true, role: 'super_admin', passwordHash: boss.passwordHash })

    const created = await call('POST', '/admin/ecommerce-users', { ...anAccount(), role: 'super_admin' })
    expect(created.status).toBe(201)
    const row = await rowOf(created.body.id)
    expect(row?.role).toBe('admin')
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    await logInAdmin(t.app, { login: 'camille.martin', password: 'Lumiere2026' })
    expect((await call('GET', `/admin/ecommerce-users/${plain.id}`)).body.login).toBe('employe')
  })

  it('deactivates an e-commerce admin, ending its sessions, audited vitrine_ecommerce_user', async () => {
    const { call } = await signIn()
    const plain = await anAdmin(t.db, { role: 'admin' })
    const session = await logInAdmin(t.app, plain)
    const saved = await call('PUT', `/admin/ecommerce-users/${plain.id}`, {
      login: plain.login,
      email: plain.email,
      active: false,
      version: plain.version,
    })
    expect(saved.status).toBe(200)
    const sessions = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.audience, 'admin'), eq(refreshTokens.subjectId, plain.id)))
    expect(sessions.length).toBeGreaterThan(0)
    expect(sessions.every((row) => row.revokedAt !== null)).toBe(true)
    const brands = await t.app.request('/portal-api/admin/brands', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    })
    expect(brands.status).toBe(401)
    const history = await call('GET', `/admin/audit?entity=vitrine_ecommerce_user&entity_id=${plain.id}`)
    expect(history.body[0]).toMatchObject({ action: 'update', before: { active: true }, after: { active: false } })
    expect((await call('DELETE', `/admin/ecommerce-users/${plain.id}`)).status).toBe(200)
    expect(await rowOf(plain.id)).toBeUndefined()
  })

  it('is a showcase administrator’s screen: an e-commerce administrator’s token is refused', async () => {
    const superAdmin = await logInAdmin(t.app, await anAdmin(t.db, { role: 'super_admin' }))
    const response = await t.app.request('/storefront-api/admin/ecommerce-users', {
      headers: { Authorization: `Bearer ${superAdmin.access_token}` },
    })
    expect(response.status).toBe(401)
  })
})
