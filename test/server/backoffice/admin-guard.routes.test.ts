import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { recordAudit } from '../../../server/platform/audit/audit.public'
import { admins, shops } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { call, expectJson } from '../support/portal-http'
import { logInAdmin, logInShop } from '../support/sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const history = (token: string | undefined, entity = 'brand', id = 1) =>
  call(t.app, 'GET', `/admin/audit?entity=${entity}&entity_id=${id}`, { token })

describe('the back office door (requireAdminRole on every /admin/* route)', () => {
  it('lets both e-commerce roles in and nobody else', async () => {
    const superAdmin = await anAdmin(t.db, { role: 'super_admin' })
    const plainAdmin = await anAdmin(t.db, { role: 'admin' })
    const shop = await aShop(t.db, { brandId: (await aBrand(t.db)).id })
    expect((await history((await logInAdmin(t.app, superAdmin)).access_token)).status).toBe(200)
    expect((await history((await logInAdmin(t.app, plainAdmin)).access_token)).status).toBe(200)
    expect((await history(undefined)).status).toBe(401)
    expect((await history((await logInShop(t.app, shop)).access_token)).status).toBe(401)
  })

  it('refuses a showcase administrator with 403, even holding a token of the admin audience', async () => {
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    const adminToken = await t.deps.portal.accessTokens.sign({
      audience: 'admin',
      subjectId: vitrine.id,
      sessionId: null,
    })
    const ssoToken = await t.deps.portal.accessTokens.sign({ audience: 'sso', subjectId: vitrine.id, sessionId: null })
    const refused = await history(adminToken)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: BACKOFFICE_MESSAGES.forbidden })
    expect((await history(ssoToken)).status).toBe(401)
  })

  it('ends the access of a deactivated administrator at the next request, and refuses its login', async () => {
    const admin = await anAdmin(t.db, { role: 'admin' })
    const { access_token } = await logInAdmin(t.app, admin)
    await t.db.update(admins).set({ active: false }).where(eq(admins.id, admin.id))
    expect((await history(access_token)).status).toBe(401)
    const login = await call(t.app, 'POST', '/admin/login', { body: { login: admin.login, password: admin.password } })
    expect(login.status).toBe(401)
  })

  it('refuses the login of a deactivated shop and of a shop that has not set its password yet', async () => {
    const brand = await aBrand(t.db)
    const inactive = await aShop(t.db, { brandId: brand.id })
    await t.db.update(shops).set({ active: false }).where(eq(shops.id, inactive.id))
    const fresh = await aShop(t.db, { brandId: brand.id })
    await t.db.update(shops).set({ passwordHash: null }).where(eq(shops.id, fresh.id))
    for (const shop of [inactive, fresh]) {
      const login = await call(t.app, 'POST', '/login', { body: { login: shop.identifiant, password: shop.password } })
      expect(login.status).toBe(401)
    }
  })
})

describe('GET /admin/audit', () => {
  it('answers the history of one record, newest first, without any password field', async () => {
    const admin = await anAdmin(t.db, { role: 'super_admin' })
    const actor = { id: admin.id, login: admin.login }
    const before = { name: 'Ancienne', passwordHash: 'secret', updatedAt: new Date('2026-01-02T03:04:05Z') }
    await recordAudit(t.db, { actor, entity: 'brand', entityId: 7, action: 'create', before: null, after: before })
    await recordAudit(t.db, { actor, entity: 'brand', entityId: 7, action: 'update', before, after: { name: 'Neuve' } })
    await recordAudit(t.db, { actor, entity: 'brand', entityId: 8, action: 'delete', before, after: null })
    const entries = await expectJson(history((await logInAdmin(t.app, admin)).access_token, 'brand', 7))
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create'])
    expect(entries[0]).toMatchObject({
      admin_login: admin.login,
      before: { name: 'Ancienne', updatedAt: '2026-01-02T03:04:05.000Z' },
      after: { name: 'Neuve' },
    })
    expect(JSON.stringify(entries)).not.toContain('secret')
  })

  it('answers 400 for a query without a record', async () => {
    const admin = await anAdmin(t.db)
    const token = (await logInAdmin(t.app, admin)).access_token
    expect((await call(t.app, 'GET', '/admin/audit?entity=brand', { token })).status).toBe(400)
  })
})
