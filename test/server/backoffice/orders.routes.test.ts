import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, products } from '../../../server/platform/db/schema-portal'
import { ORDER_STATUSES } from '../../../src/domain/order-status'
import { anAdmin } from '../support/builders'
import { anOrderRow } from '../support/order-builders'
import { api, call, expectJson } from '../support/portal-http'
import { adminToken, aPortalWorld, anOrder, type PortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// Six orders over three brands' shops, three days and several statuses, each told apart by its number.
async function aBackOffice() {
  const w = await aPortalWorld(t)
  const admin = api(t.app, w.tokens.admin)
  const at = (iso: string) => new Date(iso)
  const rows = {
    a1: await anOrderRow(t.db, w.shopA.id, {
      number: 'CMD-2026-00101',
      status: 'pending_validation',
      createdAt: at('2026-03-01T09:00:00Z'),
      subtotal: 30_000,
    }),
    a2: await anOrderRow(t.db, w.shopA.id, {
      number: 'CMD-2026-00102',
      status: 'validated',
      createdAt: at('2026-03-02T23:30:00Z'),
      subtotal: 5_000,
      referencePo: 'PO-ALPHA',
    }),
    b1: await anOrderRow(t.db, w.shopB.id, {
      number: 'CMD-2026-00103',
      status: 'validated',
      createdAt: at('2026-03-03T08:00:00Z'),
      subtotal: 90_000,
    }),
    b2: await anOrderRow(t.db, w.shopB.id, {
      number: 'CMD-2026-00104',
      status: 'shipped',
      createdAt: at('2026-03-03T12:00:00Z'),
      subtotal: 1_000,
    }),
    s1: await anOrderRow(t.db, w.stranger.id, {
      number: 'CMD-2026-00105',
      status: 'validated',
      createdAt: at('2026-03-01T10:00:00Z'),
      subtotal: 60_000,
    }),
    s2: await anOrderRow(t.db, w.stranger.id, {
      number: 'CMD-2026-00106',
      status: 'delivered',
      createdAt: at('2026-03-02T10:00:00Z'),
      subtotal: 20_000,
    }),
  }
  const numbers = async (query: string) => {
    const response = await admin.get(`/admin/orders?${query}`)
    const body = await expectJson(response)
    return {
      total: Number(response.headers.get('x-total-count')),
      numbers: body.map((o: { number: string }) => o.number.slice(-3)),
    }
  }
  return { w, admin, rows, numbers }
}

describe('GET /admin/orders', () => {
  it('lists every shop’s orders, newest first, with the summary of the contract', async () => {
    const { w, admin, rows } = await aBackOffice()
    const response = await admin.get('/admin/orders')
    const body = await expectJson(response)
    expect(response.headers.get('x-total-count')).toBe('6')
    expect(body.map((o: { id: number }) => o.id)).toEqual([
      rows.b2.id,
      rows.b1.id,
      rows.a2.id,
      rows.s2.id,
      rows.s1.id,
      rows.a1.id,
    ])
    expect(body[2]).toEqual({
      id: rows.a2.id,
      number: 'CMD-2026-00102',
      status: 'validated',
      status_label: 'Validée',
      shop: { id: w.shopA.id, name: 'Boutique A', identifiant: w.shopA.identifiant },
      brand: { id: w.brand.id, name: 'Maison Test' },
      lines_count: 1,
      total_quantity: 100,
      subtotal: 5_000,
      shipping: 2_500,
      vat: 1_500,
      total_ttc: 9_000,
      reference_po: 'PO-ALPHA',
      promised_on: null,
      created_at: '2026-03-02T23:30:00.000Z',
      updated_at: expect.any(String),
    })
  })

  it.each([
    ['status=validated', ['103', '102', '105'], 3],
    ['status=shipped,delivered', ['104', '106'], 2],
    ['brand_id=BRAND', ['104', '103', '102', '101'], 4],
    ['shop_id=SHOPB', ['104', '103'], 2],
    // French calendar days: 23:30 UTC on 2 March is already 3 March in Paris.
    ['from=2026-03-03', ['104', '103', '102'], 3],
    ['to=2026-03-01', ['105', '101'], 2],
    ['from=2026-03-02&to=2026-03-02', ['106'], 1],
    ['number=0010', ['104', '103', '102', '106', '105', '101'], 6],
    ['number=104', ['104'], 1],
    ['q=alpha', ['102'], 1],
    ['q=étranger', ['106', '105'], 2],
    ['status=validated&brand_id=BRAND', ['103', '102'], 2],
    ['status=validated&brand_id=BRAND&from=2026-03-03&to=2026-03-03', ['103', '102'], 2],
    ['status=validated&shop_id=SHOPB&number=103', ['103'], 1],
    ['status=refused', [], 0],
  ])('filters with %s', async (query, expected, total) => {
    const { w, numbers } = await aBackOffice()
    const filled = query.replace('BRAND', String(w.brand.id)).replace('SHOPB', String(w.shopB.id))
    expect(await numbers(filled)).toEqual({ numbers: expected, total })
  })

  it.each([
    ['_sort=number&_order=ASC', ['101', '102', '103', '104', '105', '106']],
    ['_sort=created_at&_order=ASC', ['101', '105', '106', '102', '103', '104']],
    ['_sort=total_ttc&_order=DESC', ['103', '105', '101', '106', '102', '104']],
    ['_sort=status&_order=ASC', ['106', '101', '104', '102', '103', '105']],
    // French order of shop names, accents folded: Boutique A, Boutique B, Magasin étranger.
    ['_sort=shop&_order=DESC', ['106', '105', '104', '103', '102', '101']],
  ])('sorts with %s (ties by id in the same direction)', async (query, expected) => {
    const { numbers } = await aBackOffice()
    expect((await numbers(query)).numbers).toEqual(expected)
  })

  it('pages with _start and _limit and keeps the total of the whole selection', async () => {
    const { numbers } = await aBackOffice()
    expect(await numbers('_sort=number&_order=ASC&_start=2&_limit=2')).toEqual({ numbers: ['103', '104'], total: 6 })
    expect(await numbers('_sort=number&_order=ASC&_start=6&_limit=2')).toEqual({ numbers: [], total: 6 })
  })

  it('keeps its totals exact through moves, changes of shop and deletions (order_counts triggers)', async () => {
    const { w, admin, rows, numbers } = await aBackOffice()
    await expectJson(admin.post(`/admin/orders/${rows.a2.id}/status`, { status: 'in_production' }))
    await t.db.update(orders).set({ shopId: w.shopB.id }).where(eq(orders.id, rows.a1.id))
    await t.db.delete(orders).where(eq(orders.id, rows.s2.id))
    for (const status of ['', ...ORDER_STATUSES.map((s) => `status=${s}`)]) {
      for (const scope of ['', `&brand_id=${w.brand.id}`, `&brand_id=${w.otherBrand.id}`, `&shop_id=${w.shopB.id}`]) {
        // A number filter makes the list count the rows themselves rather than read the counters.
        const counted = await numbers(`${status}${scope}&number=CMD`)
        expect((await numbers(`${status}${scope}`)).total).toBe(counted.total)
      }
    }
    expect((await numbers('status=in_production')).total).toBe(1)
    expect((await numbers(`shop_id=${w.shopB.id}`)).total).toBe(3)
  })

  it.each([
    ['status=lost', 'Requête invalide : status est invalide.'],
    ['from=2026-02-30', 'Requête invalide : from est invalide.'],
    ['brand_id=x', 'Requête invalide : brand_id est invalide.'],
  ])('answers 400 for %s', async (query, message) => {
    const { admin } = await aBackOffice()
    expect(await expectJson(admin.get(`/admin/orders?${query}`), 400)).toEqual({ message })
  })

  it('reads an unknown sort (a hand-edited address) as the default one, newest first', async () => {
    const { admin } = await aBackOffice()
    const newest = await expectJson(admin.get('/admin/orders?_limit=100'))
    expect(await expectJson(admin.get('/admin/orders?_sort=price&_limit=100'))).toEqual(newest)
  })

  it('is closed to anonymous callers (401), shops (401) and showcase administrators (403)', async () => {
    const { w } = await aBackOffice()
    const vitrine = await anAdmin(t.db, { role: 'vitrine' })
    expect((await call(t.app, 'GET', '/admin/orders')).status).toBe(401)
    expect((await api(t.app, w.tokens.shopA).get('/admin/orders')).status).toBe(401)
    expect((await api(t.app, await adminToken(t, vitrine.id)).get('/admin/orders')).status).toBe(403)
    const plain = await anAdmin(t.db, { role: 'admin' })
    expect((await api(t.app, await adminToken(t, plain.id)).get('/admin/orders')).status).toBe(200)
  })
})

const bagLine = (w: PortalWorld, quantity = 300) => ({
  productId: w.bag.id,
  optionId: w.bag.options[0]?.id ?? 0,
  quantity,
})

describe('GET /admin/orders/{id}', () => {
  it('answers the order with its snapshot lines, delivery shop, history and allowed moves', async () => {
    const w = await aPortalWorld(t)
    const id = await anOrder(t, w.tokens.shopA, [bagLine(w, 300)])
    // The product is renamed after the order: the order keeps what was ordered.
    await t.db.update(products).set({ name: 'Sac renommé', reference: 'SAC-NOUVEAU' }).where(eq(products.id, w.bag.id))
    const detail = await expectJson(api(t.app, w.tokens.admin).get(`/admin/orders/${id}`))
    expect(detail).toMatchObject({
      id,
      status: 'pending_validation',
      status_label: 'En attente de validation',
      shop: { id: w.shopA.id, name: 'Boutique A' },
      shop_email: w.shopA.email,
      brand: { id: w.brand.id, name: 'Maison Test' },
      lines_count: 1,
      total_quantity: 300,
      subtotal: 15_000,
      comment: null,
      allowed_moves: ['cancelled'],
    })
    expect(detail.lines).toEqual([
      {
        id: expect.any(Number),
        product_id: w.bag.id,
        product_name: 'Sac kraft',
        product_reference: 'SAC-KRAFT',
        option_label: 'Petit',
        unit_price: 50,
        quantity: 300,
        line_total: 15_000,
        status: 'pending',
        status_label: 'En attente',
      },
    ])
    expect(detail.events.length).toBeGreaterThanOrEqual(1)
    expect(detail.events).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor_label: 'Boutique A',
        action: expect.any(String),
        detail: '1 produit',
        reason: null,
      },
    ])
  })

  it('names the delivery shop with its address when the cart chose one', async () => {
    const w = await aPortalWorld(t)
    const order = await anOrderRow(t.db, w.shopA.id, { deliveryShopId: w.validator.id, comment: 'Livrer le matin' })
    const detail = await expectJson(api(t.app, w.tokens.admin).get(`/admin/orders/${order.id}`))
    expect(detail.delivery_shop).toEqual({
      id: w.validator.id,
      name: 'Siège',
      address: { line1: w.validator.addressLine1, postal_code: '13001', city: 'Marseille', country: 'France' },
    })
    expect(detail.comment).toBe('Livrer le matin')
    expect(detail.allowed_moves).toEqual(['in_production', 'cancelled'])
  })

  it('answers 404 for an unknown order', async () => {
    const w = await aPortalWorld(t)
    expect((await api(t.app, w.tokens.admin).get('/admin/orders/999999')).status).toBe(404)
    expect((await api(t.app, w.tokens.admin).get('/admin/orders/abc')).status).toBe(404)
  })
})
