import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, settings } from '../../../server/platform/db/schema-backoffice'
import { brands } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function asAdmin() {
  const admin = await anAdmin(t.db, { role: 'admin', login: 'gestion' })
  return api(t.app, await adminToken(t, admin.id))
}

const aValidBrand = {
  name: 'Maison Lemoine',
  franco_qty: 500,
  franco_price: 50_000,
  shipping_fee: 2500,
  ecommerce_url: 'https://boutique.lemoine.fr',
}

describe('back-office brands: create, read, update, delete', () => {
  it('creates a brand, reads it back and lists it', async () => {
    const admin = await asAdmin()
    const created = await expectJson(admin.post('/admin/brands', aValidBrand), 201)
    expect(created).toMatchObject({ ...aValidBrand, logo_url: null, version: 1 })
    expect(await expectJson(admin.get(`/admin/brands/${created.id}`))).toEqual(created)
    expect(await expectJson(admin.get('/admin/brands'))).toEqual([created])
  })

  it('takes the default shipping fee of the settings when left empty, and reads numbers sent as text', async () => {
    await t.db
      .insert(settings)
      .values({ id: 1, defaultShippingFee: 1990 })
      .onConflictDoUpdate({ target: settings.id, set: { defaultShippingFee: 1990 } })
    const admin = await asAdmin()
    const created = await expectJson(
      admin.post('/admin/brands', { name: 'Sans frais', franco_qty: '250', shipping_fee: '' }),
      201,
    )
    expect(created).toMatchObject({ shipping_fee: 1990, franco_qty: 250, franco_price: null, ecommerce_url: null })
  })

  it('ignores a logo_url sent in the body: only the upload sets it', async () => {
    const admin = await asAdmin()
    const created = await expectJson(
      admin.post('/admin/brands', { ...aValidBrand, logo_url: 'https://pirate.exemple/x.png' }),
      201,
    )
    expect(created.logo_url).toBeNull()
  })

  it('updates with the version it read, bumps the version, and the audit log keeps before and after', async () => {
    const admin = await asAdmin()
    const created = await expectJson(admin.post('/admin/brands', aValidBrand), 201)
    const updated = await expectJson(
      admin.put(`/admin/brands/${created.id}`, { ...aValidBrand, franco_qty: 300, version: 1 }),
    )
    expect(updated).toMatchObject({ franco_qty: 300, version: 2 })
    const history = await expectJson(admin.get(`/admin/audit?entity=brand&entity_id=${created.id}`))
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create'])
    expect(history[0]).toMatchObject({ admin_login: 'gestion', before: { francoQty: 500 }, after: { francoQty: 300 } })
  })

  it('refuses a stale version with 409 and overwrites nothing', async () => {
    const admin = await asAdmin()
    const created = await expectJson(admin.post('/admin/brands', aValidBrand), 201)
    await expectJson(admin.put(`/admin/brands/${created.id}`, { ...aValidBrand, name: 'Premier', version: 1 }))
    const refused = await expectJson(
      admin.put(`/admin/brands/${created.id}`, { ...aValidBrand, name: 'Second', version: 1 }),
      409,
    )
    expect(refused).toEqual({ message: BACKOFFICE_MESSAGES.conflict })
    expect(await expectJson(admin.get(`/admin/brands/${created.id}`))).toMatchObject({ name: 'Premier', version: 2 })
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id))
    expect(audits).toHaveLength(2)
  })

  it('answers 404 for a brand that does not exist', async () => {
    const admin = await asAdmin()
    await expectJson(admin.get('/admin/brands/999999'), 404)
    await expectJson(admin.put('/admin/brands/999999', { ...aValidBrand, version: 1 }), 404)
    await expectJson(admin.delete('/admin/brands/999999'), 404)
  })

  it('deletes an unused brand and records it', async () => {
    const admin = await asAdmin()
    const created = await expectJson(admin.post('/admin/brands', aValidBrand), 201)
    expect(await expectJson(admin.delete(`/admin/brands/${created.id}`))).toEqual({
      message: BACKOFFICE_MESSAGES.deleted,
    })
    await expectJson(admin.get(`/admin/brands/${created.id}`), 404)
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete'))
    expect(audit).toMatchObject({
      entity: 'brand',
      entityId: created.id,
      after: null,
      before: { name: 'Maison Lemoine' },
    })
  })

  it('refuses to delete a brand that still has shops (409) and keeps it', async () => {
    const admin = await asAdmin()
    const brand = await aBrand(t.db)
    await aShop(t.db, { brandId: brand.id })
    expect(await expectJson(admin.delete(`/admin/brands/${brand.id}`), 409)).toEqual({
      message: BACKOFFICE_MESSAGES.inUse,
    })
    await expectJson(admin.get(`/admin/brands/${brand.id}`))
  })

  it('refuses a delete with a stale ?version', async () => {
    const admin = await asAdmin()
    const brand = await aBrand(t.db)
    await t.db.update(brands).set({ version: 3 }).where(eq(brands.id, brand.id))
    await expectJson(admin.delete(`/admin/brands/${brand.id}?version=2`), 409)
    await expectJson(admin.delete(`/admin/brands/${brand.id}?version=3`))
  })
})

describe('back-office brands: bad input', () => {
  it('answers 422 with every field error at once, in French', async () => {
    const admin = await asAdmin()
    const refused = await expectJson(
      admin.post('/admin/brands', {
        name: '  ',
        franco_qty: -1,
        franco_price: 12.5,
        shipping_fee: 'abc',
        ecommerce_url: 'ftp://x.fr',
      }),
      422,
    )
    expect(refused).toEqual({
      message: BACKOFFICE_MESSAGES.invalidForm,
      fields: {
        name: BACKOFFICE_MESSAGES.required,
        franco_qty: CATALOG_MESSAGES.notNegative,
        franco_price: CATALOG_MESSAGES.integerExpected,
        shipping_fee: CATALOG_MESSAGES.integerExpected,
        ecommerce_url: BACKOFFICE_MESSAGES.invalidUrl,
      },
    })
  })

  it('refuses an empty body field by field, a too long name, a huge amount and a missing version', async () => {
    const admin = await asAdmin()
    expect((await expectJson(admin.post('/admin/brands', {}), 422)).fields).toEqual({
      name: BACKOFFICE_MESSAGES.required,
    })
    const brand = await aBrand(t.db)
    const refused = await expectJson(
      admin.put(`/admin/brands/${brand.id}`, { name: 'x'.repeat(121), franco_price: 10 ** 12 }),
      422,
    )
    expect(refused.fields).toEqual({
      name: CATALOG_MESSAGES.nameTooLong,
      franco_price: CATALOG_MESSAGES.amountTooLarge,
      version: BACKOFFICE_MESSAGES.required,
    })
  })

  it('gives a field error, never a 500, for a name already taken whatever its case', async () => {
    const admin = await asAdmin()
    await expectJson(admin.post('/admin/brands', aValidBrand), 201)
    const refused = await expectJson(admin.post('/admin/brands', { ...aValidBrand, name: 'MAISON lemoine' }), 422)
    expect(refused.fields).toEqual({ name: 'Ce nom d’enseigne est déjà utilisé.' })
    const other = await expectJson(admin.post('/admin/brands', { ...aValidBrand, name: 'Autre' }), 201)
    await expectJson(admin.put(`/admin/brands/${other.id}`, { ...aValidBrand, version: 1 }), 422)
    // Keeping its own name is not a duplicate.
    await expectJson(admin.put(`/admin/brands/${other.id}`, { ...aValidBrand, name: 'autre', version: 1 }))
  })

  it('lets one of two simultaneous creations of the same name through, the other gets the field error', async () => {
    const admin = await asAdmin()
    const [first, second] = await Promise.all([
      admin.post('/admin/brands', { ...aValidBrand, name: 'Lemoine' }),
      admin.post('/admin/brands', { ...aValidBrand, name: 'LEMOINE' }),
    ])
    expect([first.status, second.status].sort()).toEqual([201, 422])
    expect((await expectJson(admin.get('/admin/brands?q=lemoine'))).length).toBe(1)
  })

  it('reads an unknown sort as the default one (by name), rather than refusing the list', async () => {
    const admin = await asAdmin()
    const byName = await expectJson(admin.get('/admin/brands?_order=ASC&_limit=100'))
    expect(await expectJson(admin.get('/admin/brands?_sort=password&_order=ASC&_limit=100'))).toEqual(byName)
  })
})
