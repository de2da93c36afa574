import { describe, expect, it } from 'vitest'
import { aBrand, anAdmin } from '../support/builders'
import { api, call, expectJson } from '../support/portal-http'
import { adminToken, aPortalWorld, shopToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// The brands list of the back office (filters, sort, paging, CSV), who may call it, and the portal's franco.

const t = useTestApp()

async function asAdmin() {
  const admin = await anAdmin(t.db, { role: 'admin', login: 'gestion' })
  return api(t.app, await adminToken(t, admin.id))
}

const aValidBrand = { name: 'Maison Lemoine', franco_qty: 500, franco_price: 50_000, shipping_fee: 2500 }

describe('back-office brands: list filters, sort, paging, CSV', () => {
  async function threeBrands() {
    await aBrand(t.db, { name: 'Épicerie Fine', francoQty: 100, francoPrice: 30_000 })
    await aBrand(t.db, { name: 'Boulangerie; "Chez Paul"', francoQty: 300, francoPrice: 10_000 })
    await aBrand(t.db, { name: 'Zèbre', francoQty: 200, francoPrice: null })
  }

  it('sorts by name in French order, pages with x-total-count and searches by name', async () => {
    const admin = await asAdmin()
    await threeBrands()
    const first = await admin.get('/admin/brands?_sort=name&_order=ASC&_start=0&_limit=2')
    expect(first.headers.get('x-total-count')).toBe('3')
    expect((await expectJson(first)).map((b: { name: string }) => b.name)).toEqual([
      'Boulangerie; "Chez Paul"',
      'Épicerie Fine',
    ])
    const second = await expectJson(admin.get('/admin/brands?_sort=name&_start=2&_limit=2'))
    expect(second.map((b: { name: string }) => b.name)).toEqual(['Zèbre'])
    const found = await admin.get('/admin/brands?q=fine')
    expect(found.headers.get('x-total-count')).toBe('1')
    expect((await expectJson(found))[0].name).toBe('Épicerie Fine')
  })

  it('sorts by franco quantity and amount in both directions', async () => {
    const admin = await asAdmin()
    await threeBrands()
    const names = async (query: string) =>
      (await expectJson(admin.get(`/admin/brands?${query}`))).map((b: { name: string }) => b.name)
    const [paul, fine, zebre] = ['Boulangerie; "Chez Paul"', 'Épicerie Fine', 'Zèbre']
    expect(await names('_sort=franco_qty&_order=DESC')).toEqual([paul, zebre, fine])
    expect(await names('_sort=franco_price&_order=ASC')).toEqual([paul, fine, zebre])
  })

  it('exports the filtered list as CSV: BOM, semicolons, accents and quoting', async () => {
    const admin = await asAdmin()
    await threeBrands()
    const response = await admin.get('/admin/brands/export.csv?_sort=name')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n')
    expect(lines[0]?.split(';')).toEqual([
      'Identifiant',
      'Nom',
      'Franco (quantité)',
      'Franco (montant HT €)',
      'Frais de port HT (€)',
      'Site e-commerce',
      'Délai de livraison (jours ouvrés)',
      'Créée le',
      'Modifiée le',
    ])
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^\d+;"Boulangerie; ""Chez Paul""";300;100,00;25,00;;2;/)
    expect(lines[2]).toContain(';Épicerie Fine;100;300,00;')
    const filtered = await (await admin.get('/admin/brands/export.csv?q=z%C3%A8bre')).text()
    expect(filtered.trimEnd().split('\r\n')).toHaveLength(2)
  })
})

describe('back-office brands: who may call', () => {
  it('answers 401 to no token and to a shop token on every brand route', async () => {
    const w = await aPortalWorld(t)
    const shop = await shopToken(t, w.shopA.id)
    const routes: [string, string][] = [
      ['GET', '/admin/brands'],
      ['GET', '/admin/brands/export.csv'],
      ['GET', `/admin/brands/${w.brand.id}`],
      ['POST', '/admin/brands'],
      ['PUT', `/admin/brands/${w.brand.id}`],
      ['DELETE', `/admin/brands/${w.brand.id}`],
    ]
    for (const [method, path] of routes) {
      for (const token of [undefined, shop]) {
        const body = method === 'POST' || method === 'PUT' ? { ...aValidBrand, version: 1 } : undefined
        expect((await call(t.app, method, path, { token, body })).status, `${method} ${path}`).toBe(401)
      }
    }
    const logo = await t.app.request(`/portal-api/admin/brands/${w.brand.id}/logo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${shop}` },
      body: new FormData(),
    })
    expect(logo.status).toBe(401)
  })
})

describe('back-office brands: what the portal shows at once', () => {
  it('a new franco threshold changes GET /api/carts/franco for the brand’s shops', async () => {
    const w = await aPortalWorld(t)
    const admin = api(t.app, w.tokens.admin)
    const shop = api(t.app, w.tokens.shopB)
    expect((await expectJson(shop.get('/api/carts/franco'))).franco).toMatchObject({
      thresholds: { quantity: 500, amountCents: 50_000 },
    })
    const current = await expectJson(admin.get(`/admin/brands/${w.brand.id}`))
    await expectJson(admin.put(`/admin/brands/${w.brand.id}`, { ...current, franco_qty: 120, franco_price: null }))
    expect((await expectJson(shop.get('/api/carts/franco'))).franco).toMatchObject({
      thresholds: { quantity: 120, amountCents: null },
      evaluation: { kind: 'missing' },
    })
  })
})
