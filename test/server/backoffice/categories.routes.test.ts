import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { products } from '../../../server/platform/db/schema-portal'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand, anAdmin } from '../support/builders'
import { aCategory, aProduct } from '../support/portal-builders'
import { api, call, expectJson } from '../support/portal-http'
import { adminToken, aPortalWorld, shopToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function setUp() {
  const admin = await anAdmin(t.db, { role: 'admin', login: 'catalogue' })
  const brand = await aBrand(t.db, { name: 'Maison Lemoine' })
  return { admin: api(t.app, await adminToken(t, admin.id)), brand }
}

describe('back-office categories: create, read, update, delete', () => {
  it('creates a category with a slug made from its name, reads it and lists it', async () => {
    const { admin, brand } = await setUp()
    const created = await expectJson(
      admin.post('/admin/categories', { brand_id: brand.id, name: 'Coffrets & Étuis' }),
      201,
    )
    expect(created).toMatchObject({
      brand_id: brand.id,
      brand_name: 'Maison Lemoine',
      name: 'Coffrets & Étuis',
      slug: 'coffrets-etuis',
      product_count: 0,
      version: 1,
    })
    expect(await expectJson(admin.get(`/admin/categories/${created.id}`))).toEqual(created)
    expect(await expectJson(admin.get('/admin/categories'))).toEqual([created])
  })

  it('keeps a slug typed by the administrator', async () => {
    const { admin, brand } = await setUp()
    const created = await expectJson(
      admin.post('/admin/categories', { brand_id: String(brand.id), name: 'Sacs', slug: 'sacs-kraft' }),
      201,
    )
    expect(created.slug).toBe('sacs-kraft')
  })

  it('updates with its version, records before and after, and refuses a stale version with 409', async () => {
    const { admin, brand } = await setUp()
    const created = await expectJson(admin.post('/admin/categories', { brand_id: brand.id, name: 'Sacs' }), 201)
    const updated = await expectJson(
      admin.put(`/admin/categories/${created.id}`, { brand_id: brand.id, name: 'Sacs papier', slug: '', version: 1 }),
    )
    expect(updated).toMatchObject({ name: 'Sacs papier', slug: 'sacs-papier', version: 2 })
    const refused = await expectJson(
      admin.put(`/admin/categories/${created.id}`, { brand_id: brand.id, name: 'Perdu', version: 1 }),
      409,
    )
    expect(refused.message).toBe(BACKOFFICE_MESSAGES.conflict)
    expect((await expectJson(admin.get(`/admin/categories/${created.id}`))).name).toBe('Sacs papier')
    const history = await expectJson(admin.get(`/admin/audit?entity=category&entity_id=${created.id}`))
    expect(history).toHaveLength(2)
    expect(history[0]).toMatchObject({
      action: 'update',
      admin_login: 'catalogue',
      before: { slug: 'sacs' },
      after: { slug: 'sacs-papier' },
    })
  })

  it('deletes a category and its products stay, without a category', async () => {
    const { admin, brand } = await setUp()
    const category = await aCategory(t.db, brand.id)
    const product = await aProduct(t.db, brand.id, { categoryId: category.id })
    expect((await expectJson(admin.get(`/admin/categories/${category.id}`))).product_count).toBe(1)
    await expectJson(admin.delete(`/admin/categories/${category.id}`))
    await expectJson(admin.get(`/admin/categories/${category.id}`), 404)
    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(kept?.categoryId).toBeNull()
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete'))
    expect(audit).toMatchObject({ entity: 'category', entityId: category.id, after: null })
  })

  it('answers 404 for a category that does not exist', async () => {
    const { admin, brand } = await setUp()
    await expectJson(admin.put('/admin/categories/999999', { brand_id: brand.id, name: 'X', version: 1 }), 404)
    await expectJson(admin.delete('/admin/categories/999999'), 404)
  })
})

describe('back-office categories: bad input', () => {
  it('answers 422 with every field error at once', async () => {
    const { admin } = await setUp()
    const refused = await expectJson(
      admin.post('/admin/categories', { brand_id: 'abc', name: '', slug: 'Pas Un Slug' }),
      422,
    )
    expect(refused.fields).toEqual({
      brand_id: CATALOG_MESSAGES.brandRequired,
      name: BACKOFFICE_MESSAGES.required,
      slug: CATALOG_MESSAGES.slugInvalid,
    })
  })

  it('refuses an unknown brand and a name that gives no slug', async () => {
    const { admin, brand } = await setUp()
    expect((await expectJson(admin.post('/admin/categories', { brand_id: 999999, name: 'Sacs' }), 422)).fields).toEqual(
      {
        brand_id: CATALOG_MESSAGES.brandUnknown,
      },
    )
    expect(
      (await expectJson(admin.post('/admin/categories', { brand_id: brand.id, name: '!!!' }), 422)).fields,
    ).toEqual({
      slug: CATALOG_MESSAGES.slugFromName,
    })
  })

  it('gives a field error for a slug already used in the brand, but allows it in another brand', async () => {
    const { admin, brand } = await setUp()
    await expectJson(admin.post('/admin/categories', { brand_id: brand.id, name: 'Sacs' }), 201)
    const refused = await expectJson(
      admin.post('/admin/categories', { brand_id: brand.id, name: 'Autres sacs', slug: 'sacs' }),
      422,
    )
    expect(refused.fields).toEqual({ slug: 'Ce slug est déjà utilisé.' })
    const other = await aBrand(t.db)
    await expectJson(admin.post('/admin/categories', { brand_id: other.id, name: 'Sacs' }), 201)
  })

  it('refuses to move a category that has products to another brand', async () => {
    const { admin, brand } = await setUp()
    const category = await aCategory(t.db, brand.id)
    await aProduct(t.db, brand.id, { categoryId: category.id })
    const other = await aBrand(t.db)
    const refused = await expectJson(
      admin.put(`/admin/categories/${category.id}`, { brand_id: other.id, name: 'X', version: 1 }),
      422,
    )
    expect(refused.fields).toEqual({ brand_id: CATALOG_MESSAGES.categoryKeepsBrand })
  })
})

describe('back-office categories: filters, sort, paging, CSV', () => {
  it('filters by brand and text, sorts and pages with x-total-count', async () => {
    const { admin, brand } = await setUp()
    const other = await aBrand(t.db, { name: 'Autre' })
    await aCategory(t.db, brand.id, { name: 'Étuis', slug: 'etuis' })
    await aCategory(t.db, brand.id, { name: 'Boîtes', slug: 'boites' })
    await aCategory(t.db, brand.id, { name: 'Sacs', slug: 'sacs' })
    await aCategory(t.db, other.id, { name: 'Sacs', slug: 'sacs' })
    const names = (rows: { name: string }[]) => rows.map((row) => row.name)
    const page = await admin.get(`/admin/categories?brand_id=${brand.id}&_sort=name&_order=DESC&_start=0&_limit=2`)
    expect(page.headers.get('x-total-count')).toBe('3')
    expect(names(await expectJson(page))).toEqual(['Sacs', 'Étuis'])
    const found = await admin.get('/admin/categories?q=sac')
    expect(found.headers.get('x-total-count')).toBe('2')
    const byBrand = await expectJson(admin.get('/admin/categories?q=sac&_sort=brand_name'))
    expect(byBrand.map((row: { brand_name: string }) => row.brand_name)).toEqual(['Autre', 'Maison Lemoine'])
  })

  it('exports the filtered list as CSV with accents and the BOM', async () => {
    const { admin, brand } = await setUp()
    await aCategory(t.db, brand.id, { name: 'Étuis; "luxe"', slug: 'etuis-luxe' })
    const bytes = new Uint8Array(
      await (await admin.get(`/admin/categories/export.csv?brand_id=${brand.id}`)).arrayBuffer(),
    )
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Identifiant;Enseigne;Nom;Slug;Produits;Créée le;Modifiée le')
    expect(lines[1]).toMatch(/^\d+;Maison Lemoine;"Étuis; ""luxe""";etuis-luxe;0;/)
  })
})

describe('back-office categories: who may call', () => {
  it('answers 401 to no token and to a shop token', async () => {
    const w = await aPortalWorld(t)
    const shop = await shopToken(t, w.shopA.id)
    const routes: [string, string][] = [
      ['GET', '/admin/categories'],
      ['GET', '/admin/categories/export.csv'],
      ['GET', `/admin/categories/${w.bags.id}`],
      ['POST', '/admin/categories'],
      ['PUT', `/admin/categories/${w.bags.id}`],
      ['DELETE', `/admin/categories/${w.bags.id}`],
    ]
    for (const [method, path] of routes) {
      for (const token of [undefined, shop]) {
        const body = method === 'POST' || method === 'PUT' ? { brand_id: w.brand.id, name: 'X', version: 1 } : undefined
        expect((await call(t.app, method, path, { token, body })).status, `${method} ${path}`).toBe(401)
      }
    }
  })
})
