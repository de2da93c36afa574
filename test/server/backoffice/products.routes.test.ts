import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { productOptions } from '../../../server/platform/db/schema-portal'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand } from '../support/builders'
import { aCategory, aProduct } from '../support/portal-builders'
import { api, expectJson } from '../support/portal-http'
import { anOrder, aPortalWorld, fillCart } from '../support/portal-world'
import { useTestApp } from '../support/test-app'
import { aCatalogueAdmin, aForm, option } from './product-form.fixture'

const t = useTestApp()

describe('back-office products: create, read, update, delete', () => {
  it('creates a product with its options, reads it back and lists it', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id)), 201)
    expect(created).toMatchObject({
      brand_id: brand.id,
      brand_name: 'Maison Lemoine',
      category_id: category.id,
      category_name: 'Sacs',
      name: 'Sac kraft',
      reference: 'SAC-01',
      description: 'Sac en papier\nrecyclé',
      image_url: null,
      lead_time_days: 10,
      active: true,
      version: 1,
    })
    expect(
      created.options.map((o: { label: string; unit_price: number; active: boolean }) => [
        o.label,
        o.unit_price,
        o.active,
      ]),
    ).toEqual([
      ['Petit', 50, true],
      ['Grand', 80, true],
    ])
    expect(await expectJson(admin.get(`/admin/products/${created.id}`))).toEqual(created)
    expect(await expectJson(admin.get('/admin/products'))).toEqual([created])
  })

  it('replaces the option set: kept ids updated, new ones added, unused ones deleted', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id)), 201)
    const [small] = created.options
    const options = [{ ...small, unit_price: 55 }, option('Moyen', 65)]
    const updated = await expectJson(
      admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options, version: 1 })),
    )
    expect(updated.version).toBe(2)
    expect(
      updated.options.map((o: { id: number; label: string; unit_price: number }) => [o.label, o.unit_price]),
    ).toEqual([
      ['Petit', 55],
      ['Moyen', 65],
    ])
    expect(updated.options[0].id).toBe(small.id)
    const rows = await t.db.select().from(productOptions).where(eq(productOptions.productId, created.id))
    expect(rows).toHaveLength(2)
  })

  it('deactivates, rather than deletes, a removed option that a cart or an order uses', async () => {
    const w = await aPortalWorld(t)
    const admin = api(t.app, w.tokens.admin)
    const [small, large] = w.bag.options
    await fillCart(t, w.tokens.shopB, [{ productId: w.bag.id, optionId: large?.id ?? 0, quantity: 250 }])
    const current = await expectJson(admin.get(`/admin/products/${w.bag.id}`))
    const kept = current.options.filter((o: { id: number }) => o.id === small?.id)
    const updated = await expectJson(admin.put(`/admin/products/${w.bag.id}`, { ...current, options: kept }))
    expect(updated.options.map((o: { id: number; active: boolean }) => [o.id, o.active])).toEqual([
      [small?.id, true],
      [large?.id, false],
    ])
  })

  it('records before and after, options included, in the audit log', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id)), 201)
    const options = created.options.map((o: { unit_price: number }) => ({ ...o, unit_price: o.unit_price + 1 }))
    await expectJson(admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options, version: 1 })))
    const history = await expectJson(admin.get(`/admin/audit?entity=product&entity_id=${created.id}`))
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create'])
    expect(history[0].before.options[0]).toMatchObject({ label: 'Petit', unitPrice: 50 })
    expect(history[0].after.options[0]).toMatchObject({ label: 'Petit', unitPrice: 51 })
    expect(history[0].admin_login).toBe('produits')
  })

  it('refuses a stale version with 409 and changes neither the product nor its options', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id)), 201)
    await expectJson(
      admin.put(
        `/admin/products/${created.id}`,
        aForm(brand.id, category.id, { name: 'Premier', options: created.options, version: 1 }),
      ),
    )
    const late = aForm(brand.id, category.id, { name: 'Second', options: [option('Seul')], version: 1 })
    expect(await expectJson(admin.put(`/admin/products/${created.id}`, late), 409)).toEqual({
      message: BACKOFFICE_MESSAGES.conflict,
    })
    const current = await expectJson(admin.get(`/admin/products/${created.id}`))
    expect(current.name).toBe('Premier')
    expect(current.options.map((o: { label: string }) => o.label)).toEqual(['Petit', 'Grand'])
  })

  it('deletes a product without orders, refuses one in orders (409), and 404 for an unknown one', async () => {
    const w = await aPortalWorld(t)
    const admin = api(t.app, w.tokens.admin)
    const free = await aProduct(t.db, w.brand.id)
    await expectJson(admin.delete(`/admin/products/${free.id}`))
    await expectJson(admin.get(`/admin/products/${free.id}`), 404)
    await anOrder(t, w.tokens.shopB, [{ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 }])
    expect(await expectJson(admin.delete(`/admin/products/${w.box.id}`), 409)).toEqual({
      message: BACKOFFICE_MESSAGES.inUse,
    })
    await expectJson(admin.delete('/admin/products/999999'), 404)
    const deletions = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete'))
    expect(deletions.map((row) => row.entityId)).toEqual([free.id])
  })
})

describe('back-office products: bad input', () => {
  it('answers 422 with every field error at once, options included', async () => {
    const { admin } = await aCatalogueAdmin(t)
    const refused = await expectJson(
      admin.post('/admin/products', {
        brand_id: '',
        name: '',
        reference: 'x'.repeat(61),
        lead_time_days: 400,
        active: 'peut-être',
        options: [{ label: '', unit_price: -5, minimum_quantity: 0, pack_multiple: 'deux' }],
      }),
      422,
    )
    expect(refused.fields).toEqual({
      brand_id: CATALOG_MESSAGES.brandRequired,
      name: BACKOFFICE_MESSAGES.required,
      reference: CATALOG_MESSAGES.referenceTooLong,
      lead_time_days: CATALOG_MESSAGES.leadTimeRange,
      active: CATALOG_MESSAGES.booleanExpected,
      'options.0.label': BACKOFFICE_MESSAGES.required,
      'options.0.unit_price': CATALOG_MESSAGES.notNegative,
      'options.0.minimum_quantity': CATALOG_MESSAGES.minimumAtLeastOne,
      'options.0.pack_multiple': CATALOG_MESSAGES.integerExpected,
    })
  })

  it('asks for 1 to 20 options', async () => {
    const { admin, brand } = await aCatalogueAdmin(t)
    for (const options of [[], Array.from({ length: 21 }, (_, i) => option(`O${i}`))]) {
      const refused = await expectJson(admin.post('/admin/products', aForm(brand.id, null, { options })), 422)
      expect(refused.fields).toEqual({ options: CATALOG_MESSAGES.optionsCount })
    }
  })

  it('refuses a category of another brand, an unknown category and an option of another product', async () => {
    const { admin, brand } = await aCatalogueAdmin(t)
    const other = await aBrand(t.db)
    const foreignCategory = await aCategory(t.db, other.id)
    const foreignProduct = await aProduct(t.db, other.id)
    const refused = await expectJson(
      admin.post(
        '/admin/products',
        aForm(brand.id, foreignCategory.id, { options: [{ ...option('A'), id: foreignProduct.options[0]?.id }] }),
      ),
      422,
    )
    expect(refused.fields).toEqual({
      category_id: CATALOG_MESSAGES.categoryOtherBrand,
      'options.0.id': CATALOG_MESSAGES.optionUnknown,
    })
    const unknown = await expectJson(admin.post('/admin/products', aForm(brand.id, 999999)), 422)
    expect(unknown.fields).toEqual({ category_id: CATALOG_MESSAGES.categoryUnknown })
  })

  it('gives a field error, never a 500, for a reference already used in the brand', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    await expectJson(admin.post('/admin/products', aForm(brand.id, category.id)), 201)
    const refused = await expectJson(
      admin.post('/admin/products', aForm(brand.id, category.id, { name: 'Autre' })),
      422,
    )
    expect(refused.fields).toEqual({ reference: CATALOG_MESSAGES.referenceTaken })
    const other = await aBrand(t.db)
    await expectJson(admin.post('/admin/products', aForm(other.id, null)), 201)
  })
})
