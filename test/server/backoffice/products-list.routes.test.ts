import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand } from '../support/builders'
import { aProduct } from '../support/portal-builders'
import { api, call, expectJson } from '../support/portal-http'
import { anOrder, aPortalWorld, shopToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'
import { aCatalogueAdmin, aForm } from './product-form.fixture'

// The products list of the back office (filters, bulk, CSV), who may call it, and what the portal shows.

const t = useTestApp()

describe('back-office products: filters, sort, paging, bulk, CSV', () => {
  async function catalogue() {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const other = await aBrand(t.db, { name: 'Autre' })
    await aProduct(t.db, brand.id, { name: 'Étui carton', reference: 'ETU-1', categoryId: category.id })
    await aProduct(t.db, brand.id, { name: 'Boîte', reference: 'BOI-1', active: false })
    await aProduct(t.db, brand.id, { name: 'Sac; "luxe"', reference: 'SAC-9', categoryId: category.id })
    await aProduct(t.db, other.id, { name: 'Sac étranger', reference: 'SAC-X' })
    return { admin, brand, category }
  }
  const names = (rows: { name: string }[]) => rows.map((row) => row.name)

  it('filters by brand, category, active and text (name or reference), sorts and pages', async () => {
    const { admin, brand, category } = await catalogue()
    const page = await admin.get(`/admin/products?brand_id=${brand.id}&_sort=name&_order=ASC&_start=1&_limit=1`)
    expect(page.headers.get('x-total-count')).toBe('3')
    expect(names(await expectJson(page))).toEqual(['Étui carton'])
    expect(names(await expectJson(admin.get(`/admin/products?category_id=${category.id}&_sort=reference`)))).toEqual([
      'Étui carton',
      'Sac; "luxe"',
    ])
    expect(names(await expectJson(admin.get('/admin/products?active=false')))).toEqual(['Boîte'])
    expect(names(await expectJson(admin.get('/admin/products?q=sac-&_sort=brand_name&_order=DESC')))).toEqual([
      'Sac; "luxe"',
      'Sac étranger',
    ])
    await expectJson(admin.get('/admin/products?active=maybe'), 400)
  })

  it('activates and deactivates in bulk, in one go, with an audit line per product', async () => {
    const { admin, brand } = await catalogue()
    const mine = await expectJson(admin.get(`/admin/products?brand_id=${brand.id}`))
    const ids = mine.map((row: { id: number }) => row.id)
    expect(await expectJson(admin.post('/admin/products/bulk', { ids, action: 'deactivate' }))).toEqual({
      message: CATALOG_MESSAGES.deactivated(2),
      affected: 2,
    })
    expect((await admin.get(`/admin/products?brand_id=${brand.id}&active=true`)).headers.get('x-total-count')).toBe('0')
    expect((await expectJson(admin.post('/admin/products/bulk', { ids, action: 'activate' }))).affected).toBe(3)
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'deactivate'))).toHaveLength(2)
    const refused = await expectJson(admin.post('/admin/products/bulk', { ids, action: 'delete' }), 422)
    expect(refused.fields).toEqual({ action: CATALOG_MESSAGES.unknownBulkAction })
  })

  it('exports the filtered list as CSV: BOM, semicolons, accents, quoting', async () => {
    const { admin, brand } = await catalogue()
    const bytes = new Uint8Array(
      await (await admin.get(`/admin/products/export.csv?brand_id=${brand.id}&_sort=name`)).arrayBuffer(),
    )
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Identifiant;Enseigne;Catégorie;Référence;Nom;Actif;Délai (jours);Déclinaisons;Créé le;Modifié le',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^\d+;Maison Lemoine;;BOI-1;Boîte;Non;;Option [\d.]+ : 1,20 € \(min\. 100, par 50\);/)
    expect(lines[3]).toMatch(/^\d+;Maison Lemoine;Sacs;SAC-9;"Sac; ""luxe""";Oui;/)
  })
})

describe('back-office products: who may call', () => {
  it('answers 401 to no token and to a shop token', async () => {
    const w = await aPortalWorld(t)
    const shop = await shopToken(t, w.shopA.id)
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/products'],
      ['GET', '/admin/products/export.csv'],
      ['GET', `/admin/products/${w.bag.id}`],
      ['POST', '/admin/products', aForm(w.brand.id, null)],
      ['PUT', `/admin/products/${w.bag.id}`, aForm(w.brand.id, null, { version: 1 })],
      ['DELETE', `/admin/products/${w.bag.id}`],
      ['POST', '/admin/products/bulk', { ids: [w.bag.id], action: 'deactivate' }],
    ]
    for (const [method, path, body] of routes) {
      for (const token of [undefined, shop]) {
        expect((await call(t.app, method, path, { token, body })).status, `${method} ${path}`).toBe(401)
      }
    }
  })
})

describe('back-office products: what the portal shows at once', () => {
  it('a deactivated product leaves GET /api/customized-products of its brand’s shops', async () => {
    const w = await aPortalWorld(t)
    const shop = api(t.app, w.tokens.shopB)
    const listed = async () => names(await expectJson(shop.get('/api/customized-products')))
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort()
    expect(await listed()).toEqual(['Coffret aimanté', 'Sac kraft'])
    const admin = api(t.app, w.tokens.admin)
    await expectJson(admin.post('/admin/products/bulk', { ids: [w.bag.id], action: 'deactivate' }))
    expect(await listed()).toEqual(['Coffret aimanté'])
    const box = await expectJson(admin.get(`/admin/products/${w.box.id}`))
    await expectJson(admin.put(`/admin/products/${w.box.id}`, { ...box, active: false }))
    expect(await listed()).toEqual([])
  })

  it('a product created for a brand is seen by that brand’s shops only', async () => {
    const w = await aPortalWorld(t)
    const admin = api(t.app, w.tokens.admin)
    await expectJson(
      admin.post('/admin/products', aForm(w.brand.id, w.bags.id, { name: 'Nouveau sac', reference: 'NEW-1' })),
      201,
    )
    const mine = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products?q=Nouveau'))
    expect(mine.map((row: { name: string }) => row.name)).toEqual(['Nouveau sac'])
    expect(await expectJson(api(t.app, w.tokens.stranger).get('/api/customized-products?q=Nouveau'))).toEqual([])
  })

  it('an order already placed keeps its snapshot after a price change', async () => {
    const w = await aPortalWorld(t)
    const box = w.box.options[0]
    const orderId = await anOrder(t, w.tokens.shopB, [{ productId: w.box.id, optionId: box?.id ?? 0, quantity: 10 }])
    const shop = api(t.app, w.tokens.shopB)
    const placed = await expectJson(shop.get(`/api/orders/${orderId}`))
    const admin = api(t.app, w.tokens.admin)
    const current = await expectJson(admin.get(`/admin/products/${w.box.id}`))
    const options = current.options.map((o: { unit_price: number }) => ({ ...o, label: 'Rouge', unit_price: 999 }))
    await expectJson(admin.put(`/admin/products/${w.box.id}`, { ...current, name: 'Coffret renommé', options }))
    expect(await expectJson(shop.get(`/api/orders/${orderId}`))).toEqual(placed)
  })
})
