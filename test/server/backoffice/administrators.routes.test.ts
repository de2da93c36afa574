import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins } from '../../../server/platform/db/schema'
import { ACCOUNT_ADMIN_MESSAGES, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { PASSWORD_MESSAGES } from '../../../src/domain/password-rule'
import { anAdmin } from '../support/builders'
import { adminToken } from '../support/portal-world'
import { api, call, expectJson } from '../support/portal-http'
import { logInAdmin } from '../support/sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function aSuperAdminClient() {
  const admin = await anAdmin(t.db, { role: 'super_admin' })
  return { admin, client: api(t.app, await adminToken(t, admin.id)) }
}

const formOf = (overrides: Record<string, unknown> = {}) => ({
  login: 'claire',
  email: 'claire@exemple.fr',
  role: 'admin',
  active: true,
  password: 'Claire2026!',
  ...overrides,
})

// The form of an update, as the browser sends it back: the record read, with its version.
const updateOf = (record: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
  const { id: _id, created_at: _c, updated_at: _u, ...form } = record
  return { ...form, ...overrides }
}

describe('/admin/administrators: create, read, list, update, delete', () => {
  it('creates an administrator who then logs in with the password given, hashed with argon2id', async () => {
    const { client } = await aSuperAdminClient()
    const created = await expectJson(client.post('/admin/administrators', formOf()), 201)
    expect(created).toMatchObject({
      login: 'claire',
      email: 'claire@exemple.fr',
      role: 'admin',
      active: true,
      version: 1,
    })
    expect(created).not.toHaveProperty('password')
    const [row] = await t.db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, created.id))
    expect(row?.hash.startsWith('$argon2id$')).toBe(true)
    await logInAdmin(t.app, { login: 'claire', password: 'Claire2026!' })
    expect(await expectJson(client.get(`/admin/administrators/${created.id}`))).toEqual(created)
  })

  it('lists e-commerce administrators only, with filters, sort and x-total-count', async () => {
    const { admin, client } = await aSuperAdminClient()
    await anAdmin(t.db, { login: 'bernard', role: 'admin' })
    await anAdmin(t.db, { login: 'alice', role: 'admin', active: false })
    const showcase = await anAdmin(t.db, { login: 'vitrine-1', role: 'vitrine' })
    const all = await client.get('/admin/administrators?_sort=login&_order=ASC')
    expect(all.headers.get('x-total-count')).toBe('3')
    expect((await expectJson(all)).map((row: { login: string }) => row.login)).toEqual(
      [admin.login, 'alice', 'bernard'].sort(),
    )
    const active = await expectJson(client.get('/admin/administrators?role=admin&active=true'))
    expect(active.map((row: { login: string }) => row.login)).toEqual(['bernard'])
    expect((await client.get(`/admin/administrators/${showcase.id}`)).status).toBe(404)
    expect((await client.put(`/admin/administrators/${showcase.id}`, formOf({ version: 1 }))).status).toBe(404)
    expect((await client.delete(`/admin/administrators/${showcase.id}`)).status).toBe(404)
    const csv = await (await client.get('/admin/administrators/export.csv?role=admin')).text()
    expect(csv).toContain('alice;')
    expect(csv).not.toContain('vitrine-1')
  })

  it('updates with the version read, keeps the password unless a new one is given, refuses a stale one', async () => {
    const { client } = await aSuperAdminClient()
    const created = await expectJson(client.post('/admin/administrators', formOf()), 201)
    const updated = await expectJson(
      client.put(`/admin/administrators/${created.id}`, updateOf(created, { email: 'c@exemple.fr', password: '' })),
    )
    expect(updated).toMatchObject({ email: 'c@exemple.fr', version: 2 })
    await logInAdmin(t.app, { login: 'claire', password: 'Claire2026!' })
    const stale = await client.put(
      `/admin/administrators/${created.id}`,
      updateOf(created, { email: 'autre@exemple.fr' }),
    )
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ message: BACKOFFICE_MESSAGES.conflict })
    await expectJson(client.put(`/admin/administrators/${created.id}`, updateOf(updated, { password: 'Nouveau2026!' })))
    await logInAdmin(t.app, { login: 'claire', password: 'Nouveau2026!' })
    expect(
      (await call(t.app, 'POST', '/admin/login', { body: { login: 'claire', password: 'Claire2026!' } })).status,
    ).toBe(401)
  })

  it('deactivates or deletes an administrator and ends its sessions at once', async () => {
    const { client } = await aSuperAdminClient()
    const created = await expectJson(client.post('/admin/administrators', formOf()), 201)
    const session = await logInAdmin(t.app, { login: 'claire', password: 'Claire2026!' })
    await expectJson(client.put(`/admin/administrators/${created.id}`, updateOf(created, { active: false })))
    expect(
      (await call(t.app, 'POST', '/refresh-token', { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401)
    expect((await api(t.app, session.access_token).get('/admin/customers')).status).toBe(401)
    await expectJson(client.delete(`/admin/administrators/${created.id}?version=2`))
    expect((await client.get(`/admin/administrators/${created.id}`)).status).toBe(404)
  })

  it('records each write in the audit log without any password', async () => {
    const { admin, client } = await aSuperAdminClient()
    const created = await expectJson(client.post('/admin/administrators', formOf()), 201)
    await expectJson(
      client.put(
        `/admin/administrators/${created.id}`,
        updateOf(created, { role: 'super_admin', password: 'Nouveau2026!' }),
      ),
    )
    const history = await expectJson(client.get(`/admin/audit?entity=administrator&entity_id=${created.id}`))
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update-password', 'create'])
    expect(history[0]).toMatchObject({
      admin_login: admin.login,
      before: { role: 'admin' },
      after: { role: 'super_admin' },
    })
    for (const entry of history)
      expect(Object.keys({ ...entry.before, ...entry.after }).join()).not.toMatch(/password/i)
    expect(JSON.stringify(history)).not.toMatch(/argon2|Claire2026|Nouveau2026/)
  })
})

describe('/admin/administrators: refusals', () => {
  it('is for super administrators only: an admin gets 403, a shop 401', async () => {
    const plain = await anAdmin(t.db, { role: 'admin' })
    const client = api(t.app, await adminToken(t, plain.id))
    for (const response of [
      await client.get('/admin/administrators'),
      await client.get(`/admin/administrators/${plain.id}`),
      await client.post('/admin/administrators', formOf()),
      await client.get('/admin/administrators/export.csv'),
    ]) {
      expect(response.status).toBe(403)
    }
    expect((await call(t.app, 'GET', '/admin/administrators')).status).toBe(401)
  })

  it('answers every field error at once, and a login already taken as a field error', async () => {
    const { admin, client } = await aSuperAdminClient()
    const empty = await client.post('/admin/administrators', {})
    expect(empty.status).toBe(422)
    expect(Object.keys((await empty.json()).fields).sort()).toEqual(['active', 'email', 'login', 'password', 'role'])
    const wrong = await client.post('/admin/administrators', formOf({ role: 'vitrine', password: 'court', email: 'x' }))
    expect((await wrong.json()).fields).toEqual({
      role: ACCOUNT_ADMIN_MESSAGES.roleInvalid,
      password: PASSWORD_MESSAGES.weak,
      email: BACKOFFICE_MESSAGES.invalidEmail,
    })
    const taken = await client.post('/admin/administrators', formOf({ login: admin.login }))
    expect(taken.status).toBe(422)
    expect((await taken.json()).fields).toEqual({ login: 'Ce login est déjà utilisé.' })
  })

  it('refuses to delete or deactivate oneself', async () => {
    const { admin, client } = await aSuperAdminClient()
    await anAdmin(t.db, { role: 'super_admin' })
    const self = await expectJson(client.get(`/admin/administrators/${admin.id}`))
    const deleted = await client.delete(`/admin/administrators/${admin.id}`)
    expect(deleted.status).toBe(409)
    expect(await deleted.json()).toEqual({ message: BACKOFFICE_MESSAGES.cannotDeleteSelf })
    const deactivated = await client.put(`/admin/administrators/${admin.id}`, updateOf(self, { active: false }))
    expect(deactivated.status).toBe(409)
    expect(await deactivated.json()).toEqual({ message: ACCOUNT_ADMIN_MESSAGES.cannotDeactivateSelf })
  })

  it('keeps the last active super administrator: no demotion, no deactivation, no deletion', async () => {
    const { admin, client } = await aSuperAdminClient()
    // A second super administrator, deactivated: it does not count.
    await anAdmin(t.db, { role: 'super_admin', active: false })
    const self = await expectJson(client.get(`/admin/administrators/${admin.id}`))
    const demoted = await client.put(`/admin/administrators/${admin.id}`, updateOf(self, { role: 'admin' }))
    expect(demoted.status).toBe(409)
    expect(await demoted.json()).toEqual({ message: BACKOFFICE_MESSAGES.lastSuperAdmin })
    const other = await anAdmin(t.db, { role: 'super_admin' })
    const otherClient = api(t.app, await adminToken(t, other.id))
    await expectJson(otherClient.put(`/admin/administrators/${admin.id}`, updateOf(self, { role: 'admin' })))
    const [row] = await t.db.select({ role: admins.role }).from(admins).where(eq(admins.id, admin.id))
    expect(row?.role).toBe('admin')
    expect((await otherClient.delete(`/admin/administrators/${other.id}`)).status).toBe(409)
  })

  it('lets only one of two super administrators removing each other at once succeed', async () => {
    const first = await anAdmin(t.db, { role: 'super_admin' })
    const second = await anAdmin(t.db, { role: 'super_admin' })
    const answers = await Promise.all([
      api(t.app, await adminToken(t, first.id)).delete(`/admin/administrators/${second.id}`),
      api(t.app, await adminToken(t, second.id)).delete(`/admin/administrators/${first.id}`),
    ])
    // The loser is refused either at the door (its account is already gone: 401) or, when it passed the
    // door first, by the last-super-administrator rule under the row locks (409): never a second 200.
    const [won, lost] = answers.map((answer) => answer.status).sort()
    expect(won).toBe(200)
    expect([401, 409]).toContain(lost)
    const left = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.role, 'super_admin'))
    expect(left).toHaveLength(1)
  })
})
