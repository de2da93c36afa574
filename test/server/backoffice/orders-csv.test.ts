import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { aBrand, aShop } from '../support/builders'
import { anOrderRow } from '../support/order-builders'
import { call, expectJson } from '../support/portal-http'
import { adminToken, aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const HEADER =
  'Numéro;Date;Statut;Magasin;Enseigne;Lignes;Quantité;Total HT;TVA;Total TTC;Référence PO;' + 'Livraison promise'

async function exportCsv(token: string, query = '') {
  const response = await call(t.app, 'GET', `/admin/orders/export.csv${query}`, { token })
  const bytes = new Uint8Array(await response.arrayBuffer())
  // TextDecoder drops the byte order mark unless told to keep it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { response, bytes, text, lines: text.split('\r\n').filter((line) => line !== '') }
}

// `count` orders of one shop in one statement: same instant and same totals, so only ids order them.
async function manyOrders(shopId: number, count: number, status = 'validated') {
  await t.db.execute(
    sql`insert into carts (shop_id, status) select ${shopId}, 'ordered' from generate_series(1, ${count}::int)`,
  )
  await t.db.execute(sql`
    insert into orders (number, shop_id, cart_id, status, shipping_fee, lines_count, total_quantity,
                        subtotal, shipping, vat, total_ttc)
    select 'LOT-' || lpad(c.id::text, 6, '0'), c.shop_id, c.id, ${status}, 2500, 1, 10, 1000, 0, 200, 1200
    from carts c where c.shop_id = ${shopId} and not exists (select 1 from orders o where o.cart_id = c.id)
    order by c.id`)
}

describe('GET /admin/orders/export.csv', () => {
  it('writes a French spreadsheet: BOM, `;`, French headers and decimals, accents, quoting, no formula', async () => {
    const brand = await aBrand(t.db, { name: 'Maison Lémoine' })
    const shop = await aShop(t.db, { brandId: brand.id, name: 'Boutique « Élysée » ; "Centre"' })
    const w = await aPortalWorld(t)
    await anOrderRow(t.db, shop.id, {
      number: 'CMD-2026-00007',
      status: 'in_production',
      createdAt: new Date('2026-07-14T08:05:00Z'),
      totalQuantity: 1250,
      subtotal: 123_456,
      shipping: 0,
      vat: 24_691,
      totalTtc: 148_147,
      referencePo: '=HYPERLINK("http://pirate.example")',
      promisedOn: '2026-07-28',
    })
    const { response, bytes, lines } = await exportCsv(w.tokens.admin)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="commandes.csv"')
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    expect(lines).toEqual([
      `\uFEFF${HEADER}`,
      'CMD-2026-00007;14/07/2026 10:05;En fabrication;"Boutique « Élysée » ; ""Centre""";Maison Lémoine;1;1250;' +
        `1234,56;246,91;1481,47;"'=HYPERLINK(""http://pirate.example"")";28/07/2026`,
    ])
  })

  it('exports every page of the selection in the list’s order, each order once', async () => {
    const w = await aPortalWorld(t)
    await manyOrders(w.shopB.id, 1_203)
    await manyOrders(w.stranger.id, 40, 'delivered')
    const numbersOf = (lines: string[]) => lines.slice(1).map((line) => line.split(';')[0])

    const all = numbersOf((await exportCsv(w.tokens.admin)).lines)
    expect(all).toHaveLength(1_243)
    expect(new Set(all).size).toBe(1_243)
    // created_at desc, ties by id desc: the numbers carry the cart ids, which follow the order ids.
    expect(all).toEqual([...all].sort().reverse())

    const byTotal = numbersOf((await exportCsv(w.tokens.admin, '?_sort=total_ttc&_order=ASC&status=validated')).lines)
    expect(byTotal).toHaveLength(1_203)
    expect(byTotal).toEqual([...byTotal].sort())
    expect(new Set(byTotal).size).toBe(1_203)
  })

  it('applies the list’s filters, and its total matches the list’s x-total-count', async () => {
    const w = await aPortalWorld(t)
    await manyOrders(w.shopB.id, 30)
    await manyOrders(w.stranger.id, 12, 'shipped')
    const query = `?brand_id=${w.otherBrand.id}&status=shipped`
    const list = await call(t.app, 'GET', `/admin/orders${query}`, { token: w.tokens.admin })
    await expectJson(list)
    const { lines } = await exportCsv(w.tokens.admin, query)
    expect(lines.length - 1).toBe(Number(list.headers.get('x-total-count')))
    expect(lines.length - 1).toBe(12)
    expect(lines.slice(1).every((line) => line.includes(';Expédiée;Magasin étranger;Autre enseigne;'))).toBe(true)
  })

  it('is for administrators only', async () => {
    const w = await aPortalWorld(t)
    expect((await call(t.app, 'GET', '/admin/orders/export.csv')).status).toBe(401)
    expect((await call(t.app, 'GET', '/admin/orders/export.csv', { token: w.tokens.shopA })).status).toBe(401)
    expect((await exportCsv(await adminToken(t, w.admin.id))).response.status).toBe(200)
  })
})
