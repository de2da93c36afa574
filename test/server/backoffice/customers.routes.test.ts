import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../../../server/platform/db/schema'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { ACCOUNT_ADMIN_MESSAGES, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { adminToken, anOrder, aPortalWorld } from '../support/portal-world'
import { api, call, expectJson } from '../support/portal-http'
import { logInAdmin, logInShop } from '../support/sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function anAdminClient(role: 'super_admin' | 'admin' = 'admin') {
  const admin = await anAdmin(t.db, { role })
  return { admin, client: api(t.app, await adminToken(t, admin.id)) }
}

const formOf = (brandId: number, overrides: Record<string, unknown> = {}) => ({
  brand_id: brandId,
  identifiant: 'boutique-nantes',
  name: 'Boutique Nantes',
  email: 'nantes@exemple.fr',
  address_line1: '3 quai de la Fosse',
  postal_code: '44000',
  city: 'Nantes',
  country: 'France',
  validator_id: null,
  active: true,
  ...overrides,
})

describe('/admin/customers: create, read, list, update, delete', () => {
  it('creates a shop without password, named with its brand and validator, then reads it back', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db, { name: 'Maison Lemoine' })
    const head = await aShop(t.db, { brandId: brand.id, identifiant: 'siege-lemoine' })
    const created = await expectJson(client.post('/admin/customers', formOf(brand.id, { validator_id: head.id })), 201)
    expect(created).toMatchObject({
      brand_id: brand.id,
      brand_name: 'Maison Lemoine',
      identifiant: 'boutique-nantes',
      validator_id: head.id,
      validator_identifiant: 'siege-lemoine',
      active: true,
      has_password: false,
      version: 1,
    })
    const [row] = await t.db.select({ hash: shops.passwordHash }).from(shops).where(eq(shops.id, created.id))
    expect(row?.hash).toBeNull()
    expect(await expectJson(client.get(`/admin/customers/${created.id}`))).toEqual(created)
    const login = await call(t.app, 'POST', '/login', { body: { login: 'boutique-nantes', password: '' } })
    expect(login.status).not.toBe(200)
  })

  it('lists with the total in x-total-count, filters by brand, activity and text, and sorts', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const other = await aBrand(t.db)
    await aShop(t.db, { brandId: brand.id, name: 'Zèbre', city: 'Lyon' })
    await aShop(t.db, { brandId: brand.id, name: 'Étoile', city: 'Paris', active: false })
    await aShop(t.db, { brandId: other.id, name: 'Abeille', city: 'Lille' })
    const all = await client.get('/admin/customers?_sort=name&_order=ASC')
    expect(all.headers.get('x-total-count')).toBe('3')
    expect((await expectJson(all)).map((row: { name: string }) => row.name)).toEqual(['Abeille', 'Étoile', 'Zèbre'])
    const ofBrand = await expectJson(client.get(`/admin/customers?brand_id=${brand.id}&_sort=city&_order=DESC`))
    expect(ofBrand.map((row: { city: string }) => row.city)).toEqual(['Paris', 'Lyon'])
    const active = await client.get(`/admin/customers?brand_id=${brand.id}&active=true`)
    expect(active.headers.get('x-total-count')).toBe('1')
    const found = await expectJson(client.get('/admin/customers?q=lil'))
    expect(found.map((row: { name: string }) => row.name)).toEqual(['Abeille'])
    // An unknown sort is the default one (by name), not a refusal (decision 068).
    const unknown = await expectJson(client.get('/admin/customers?_sort=password_hash&_order=ASC'))
    expect(unknown.map((row: { name: string }) => row.name)).toEqual(['Abeille', 'Étoile', 'Zèbre'])
  })

  it('updates with the version read, bumps it, and refuses a stale version without overwriting', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const created = await expectJson(client.post('/admin/customers', formOf(brand.id)), 201)
    const updated = await expectJson(
      client.put(`/admin/customers/${created.id}`, formOf(brand.id, { city: 'Rezé', version: 1 })),
    )
    expect(updated).toMatchObject({ city: 'Rezé', version: 2 })
    const stale = await client.put(`/admin/customers/${created.id}`, formOf(brand.id, { city: 'Angers', version: 1 }))
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ message: BACKOFFICE_MESSAGES.conflict })
    expect(await expectJson(client.get(`/admin/customers/${created.id}`))).toMatchObject({ city: 'Rezé', version: 2 })
    expect((await client.put('/admin/customers/999999', formOf(brand.id, { version: 1 }))).status).toBe(404)
  })

  it('deletes a shop without orders, refuses one with orders (409) and a stale delete', async () => {
    const world = await aPortalWorld(t)
    const { client } = await anAdminClient()
    const fresh = await aShop(t.db, { brandId: world.brand.id })
    expect((await client.delete(`/admin/customers/${fresh.id}?version=7`)).status).toBe(409)
    await expectJson(client.delete(`/admin/customers/${fresh.id}?version=1`))
    expect((await client.get(`/admin/customers/${fresh.id}`)).status).toBe(404)
    await anOrder(t, world.tokens.shopB, [
      { productId: world.box.id, optionId: world.box.options[0]!.id, quantity: 10 },
    ])
    const refused = await client.delete(`/admin/customers/${world.shopB.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: ACCOUNT_ADMIN_MESSAGES.shopHasOrders })
  })

  it('records who changed what in the audit log, in the same transaction as the change', async () => {
    const { admin, client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const created = await expectJson(client.post('/admin/customers', formOf(brand.id)), 201)
    await expectJson(
      client.put(`/admin/customers/${created.id}`, formOf(brand.id, { name: 'Nantes Centre', version: 1 })),
    )
    const history = await expectJson(client.get(`/admin/audit?entity=customer&entity_id=${created.id}`))
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create'])
    expect(history[0]).toMatchObject({
      admin_login: admin.login,
      before: { name: 'Boutique Nantes', version: 1 },
      after: { name: 'Nantes Centre', version: 2 },
    })
    expect(history[1].before).toBeNull()
  })

  it('exports the filtered list as a French CSV', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db, { name: 'Maison Lemoine' })
    await aShop(t.db, { brandId: brand.id, name: 'Boutique Étienne', city: 'Saint-Étienne' })
    await aShop(t.db, { brandId: (await aBrand(t.db)).id, name: 'Ailleurs' })
    const response = await client.get(`/admin/customers/export.csv?brand_id=${brand.id}`)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('Identifiant;Nom;Enseigne')).toBe(true)
    expect(text).toContain('Boutique Étienne;Maison Lemoine')
    expect(text).not.toContain('Ailleurs')
  })

  it('activates and deactivates the selected shops in bulk', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const one = await aShop(t.db, { brandId: brand.id })
    const two = await aShop(t.db, { brandId: brand.id })
    const answer = await expectJson(
      client.post('/admin/customers/bulk', { ids: [one.id, two.id], action: 'deactivate' }),
    )
    expect(answer).toEqual({ message: ACCOUNT_ADMIN_MESSAGES.shopsDeactivated(2), affected: 2 })
    const rows = await t.db.select({ active: shops.active }).from(shops).where(eq(shops.brandId, brand.id))
    expect(rows.every((row) => !row.active)).toBe(true)
    expect((await client.post('/admin/customers/bulk', { ids: [one.id], action: 'explode' })).status).toBe(400)
  })
})

describe('/admin/customers: bad input', () => {
  it('answers every field error at once', async () => {
    const { client } = await anAdminClient()
    const response = await client.post('/admin/customers', {})
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.message).toBe(BACKOFFICE_MESSAGES.invalidForm)
    expect(Object.keys(body.fields).sort()).toEqual(
      ['active', 'address_line1', 'brand_id', 'city', 'country', 'email', 'identifiant', 'name', 'postal_code'].sort(),
    )
    const wrong = await client.post(
      '/admin/customers',
      formOf(1, { identifiant: 'a b', email: 'pas-un-mail', name: 'x'.repeat(201) }),
    )
    expect((await wrong.json()).fields).toEqual({
      identifiant: ACCOUNT_ADMIN_MESSAGES.identifiantInvalid,
      email: BACKOFFICE_MESSAGES.invalidEmail,
      name: ACCOUNT_ADMIN_MESSAGES.nameTooLong,
    })
  })

  it('gives a field error for an identifiant already taken, an unknown brand and a bad validator', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const taken = await aShop(t.db, { brandId: brand.id })
    const foreign = await aShop(t.db, { brandId: (await aBrand(t.db)).id })
    const duplicate = await client.post('/admin/customers', formOf(brand.id, { identifiant: taken.identifiant }))
    expect(duplicate.status).toBe(422)
    expect((await duplicate.json()).fields).toEqual({ identifiant: 'Cet identifiant est déjà utilisé.' })
    const otherBrand = await client.post('/admin/customers', formOf(brand.id, { validator_id: foreign.id }))
    expect((await otherBrand.json()).fields).toEqual({ validator_id: ACCOUNT_ADMIN_MESSAGES.validatorOtherBrand })
    const unknown = await client.post('/admin/customers', formOf(999_999, { validator_id: 999_998 }))
    expect((await unknown.json()).fields).toEqual({
      brand_id: ACCOUNT_ADMIN_MESSAGES.brandUnknown,
      validator_id: ACCOUNT_ADMIN_MESSAGES.validatorUnknown,
    })
    const self = await client.put(
      `/admin/customers/${taken.id}`,
      formOf(brand.id, { identifiant: taken.identifiant, validator_id: taken.id, version: 1 }),
    )
    expect((await self.json()).fields).toEqual({ validator_id: ACCOUNT_ADMIN_MESSAGES.validatorSelf })
  })

  it('gives a field error, never a 500, when two administrators create the same identifiant at once', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const answers = await Promise.all([
      client.post('/admin/customers', formOf(brand.id)),
      client.post('/admin/customers', formOf(brand.id)),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
  })
})

describe('password set-up link and deactivation', () => {
  it('mails a one-time link with which the new shop sets its password, then logs in', async () => {
    const { client } = await anAdminClient()
    const brand = await aBrand(t.db)
    const created = await expectJson(client.post('/admin/customers', formOf(brand.id)), 201)
    const link = await client.post(`/admin/customers/${created.id}/password-link`)
    const answer = await expectJson(link)
    expect(answer).toEqual({ message: ACCOUNT_ADMIN_MESSAGES.passwordLinkSent('nantes@exemple.fr') })
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nantes@exemple.fr'))
    expect(mail?.subject).toBe(ACCOUNT_ADMIN_MESSAGES.passwordLinkSubject('Écrin Emballages'))
    expect(mail?.text).toContain('Écrin Emballages')
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()
    const password = 'Nantes2026!'
    const reset = await call(t.app, 'POST', '/change-password', {
      body: { token, password, password_confirmation: password },
    })
    expect(reset.status).toBe(200)
    const tokens = await logInShop(t.app, { identifiant: 'boutique-nantes', password })
    expect((await call(t.app, 'GET', '/auth/current', { token: tokens.access_token })).status).toBe(200)
    const again = await call(t.app, 'POST', '/change-password', {
      body: { token, password: 'Autre2026!x', password_confirmation: 'Autre2026!x' },
    })
    expect(again.status).toBe(400)
    const history = await expectJson(client.get(`/admin/audit?entity=customer&entity_id=${created.id}`))
    expect(history[0].action).toBe('password-link')
  })

  it('ends the sessions of a deactivated shop and refuses its login', async () => {
    const { client } = await anAdminClient()
    const shop = await aShop(t.db, { brandId: (await aBrand(t.db)).id })
    const tokens = await logInShop(t.app, shop)
    const current = await expectJson(client.get(`/admin/customers/${shop.id}`))
    const {
      id: _id,
      brand_name: _b,
      validator_identifiant: _v,
      has_password: _h,
      created_at: _c,
      updated_at: _u,
      ...form
    } = current
    await expectJson(client.put(`/admin/customers/${shop.id}`, { ...form, active: false }))
    expect((await call(t.app, 'GET', '/auth/current', { token: tokens.access_token })).status).toBe(401)
    const refresh = await call(t.app, 'POST', '/refresh-token', { body: { refresh_token: tokens.refresh_token } })
    expect(refresh.status).toBe(401)
    const login = await call(t.app, 'POST', '/login', { body: { login: shop.identifiant, password: shop.password } })
    expect(login.status).toBe(401)
    expect((await client.post(`/admin/customers/${shop.id}/password-link`)).status).toBe(409)
  })

  it('is open to both e-commerce roles, not to a shop', async () => {
    const shop = await aShop(t.db, { brandId: (await aBrand(t.db)).id })
    const superAdmin = await anAdmin(t.db, { role: 'super_admin' })
    expect((await api(t.app, (await logInAdmin(t.app, superAdmin)).access_token).get('/admin/customers')).status).toBe(
      200,
    )
    expect((await api(t.app, (await logInShop(t.app, shop)).access_token).get('/admin/customers')).status).toBe(401)
  })
})
