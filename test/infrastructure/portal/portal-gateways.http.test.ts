import type { Effect } from 'effect'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PortalServices } from '../../../src/application/app-services'
import { DecodeError } from '../../../src/application/errors'
import { AccountGateway } from '../../../src/application/ports/account-gateway'
import { CartGateway } from '../../../src/application/ports/cart-gateway'
import { CatalogGateway } from '../../../src/application/ports/catalog-gateway'
import { OrderGateway } from '../../../src/application/ports/order-gateway'
import { ValidationGateway } from '../../../src/application/ports/validation-gateway'
import { LYON, PENDING_ORDER, SIEGE } from '../../../src/infrastructure/portal/portal-seed.memory'
import { httpHarness } from './support/portal-harness'

// What only the HTTP adapters decide: query strings, bodies, credentials, and distrust of answers.

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
})
afterAll(() => server.close())

type Seen = { method: string; url: URL; authorization: string | null; body: Promise<string> }

function recording(shopId: number | null = LYON) {
  const h = httpHarness(server)
  if (shopId !== null) h.signIn(shopId)
  const seen: Seen[] = []
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), authorization: request.headers.get('authorization'), body: request.clone().text() })
  })
  const last = () => {
    const request = seen.at(-1)
    if (request === undefined) throw new Error('no request was sent')
    return request
  }
  return { ...h, seen, last, query: () => Object.fromEntries(last().url.searchParams), body: async () => JSON.parse(await last().body) as unknown }
}

describe('portal HTTP adapters: what goes on the wire', () => {
  it('asks the catalogue in the range dialect with category and search, as the shop', async () => {
    const h = recording()
    await h.run(CatalogGateway.use((g) => g.products({ paging: { first: 20, rows: 10, sortField: 'name', sortOrder: 1 }, categoryId: 2, search: '  sac ' })))
    expect(h.last().url.pathname).toBe('/portal-api/api/customized-products')
    expect(h.query()).toEqual({ _start: '20', _limit: '10', _sort: 'name', _order: 'ASC', category: '2', q: 'sac' })
    expect(h.last().authorization).toBe(`Bearer shop-${LYON}`)
  })

  it('lists my orders with _start/_limit and the filters, and orders to validate with 1-based page/per_page', async () => {
    const h = recording(SIEGE)
    const paging = { first: 20, rows: 10, sortField: 'created_at', sortOrder: -1, filters: { status: { value: 'validated' }, date_from: { value: '' } } }
    await h.run(OrderGateway.use((g) => g.list(paging)))
    expect(h.last().url.pathname).toBe('/portal-api/api/carts')
    expect(h.query()).toEqual({ _start: '20', _limit: '10', _sort: 'created_at', _order: 'DESC', status: 'validated' })
    await h.run(ValidationGateway.use((g) => g.list(paging)))
    expect(h.last().url.pathname).toBe('/portal-api/api/orders/validations/order')
    expect(h.query()).toEqual({ page: '3', per_page: '10', _sort: 'created_at', _order: 'DESC', status: 'validated' })
  })

  it('stores a line as { quantity, typevalue } under the product id', async () => {
    const h = recording()
    await h.run(CartGateway.use((g) => g.storeLine({ productId: 101, optionId: 1011, quantity: 150 })))
    expect(h.last().method).toBe('POST')
    expect(h.last().url.pathname).toBe('/portal-api/api/carts/customized-product/store/101')
    expect(await h.body()).toEqual({ quantity: 150, typevalue: 1011 })
  })

  it('sends the delivery details with null for what is left blank', async () => {
    const h = recording()
    await h.run(CartGateway.use((g) => g.saveDeliveryDetails({ deliveryShopId: LYON })))
    expect(await h.body()).toEqual({ delivery_shop_id: LYON, reference_po: null, comment: null })
  })

  it('modifies a validation line with the spec’s names, sending only what changes', async () => {
    const h = recording(SIEGE)
    await h.run(ValidationGateway.use((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5011, status: 'refused' })))
    expect(h.last().method).toBe('PUT')
    expect(h.last().url.pathname).toBe(`/portal-api/api/orders/validations/modify/${PENDING_ORDER}`)
    expect(await h.body()).toEqual({ idproduct: 5011, statut: 'refused' })
    await h.run(ValidationGateway.use((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5011, quantity: 200 })))
    expect(await h.body()).toEqual({ idproduct: 5011, data: 200 })
    await h.run(ValidationGateway.use((g) => g.detachLine(PENDING_ORDER, 5012)))
    expect(h.last().url.pathname).toBe(`/portal-api/api/orders/validations/detachProduct/${PENDING_ORDER}/5012`)
    await h.run(ValidationGateway.use((g) => g.decide(PENDING_ORDER, 'accepted')))
    expect(await h.body()).toEqual({ statut: 'accepted' })
  })

  it('sends no token for forgot-password and reset, and the shop’s for a password change', async () => {
    const h = recording()
    await h.run(AccountGateway.use((g) => g.forgotPassword('boutique-lyon')))
    expect(h.last().authorization).toBeNull()
    expect(await h.body()).toEqual({ identifiant: 'boutique-lyon' })
    await h.flip(AccountGateway.use((g) => g.resetPassword({ token: 't', password: 'p', confirmation: 'p' })))
    expect(h.last().authorization).toBeNull()
    expect(await h.body()).toEqual({ token: 't', password: 'p', password_confirmation: 'p' })
    await h.flip(AccountGateway.use((g) => g.changePassword({ current: 'a', password: 'b', confirmation: 'c' })))
    expect(h.last().authorization).toBe(`Bearer shop-${LYON}`)
    expect(await h.body()).toEqual({ data: { current_password: 'a', password: 'b', password_confirmation: 'c' } })
  })
})

describe('portal HTTP adapters: answers are parsed, never trusted', () => {
  const answering = (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const h = recording()
    server.use(http.all(`*/portal-api${path}`, () => HttpResponse.json(body as never, { headers })))
    return h
  }

  it('fails with DecodeError when a list comes without x-total-count', async () => {
    const h = answering('/api/carts', [])
    const error = await h.flip(OrderGateway.use((g) => g.list({ first: 0, rows: 10 })))
    expect(error).toBeInstanceOf(DecodeError)
  })

  it('reads the total from x-total-count, not from the rows', async () => {
    const h = answering('/api/orders/validations/order', [], { 'x-total-count': '42' })
    expect(await h.run(ValidationGateway.use((g) => g.list({ first: 0, rows: 10 })))).toEqual({ items: [], total: 42 })
  })

  const franco = { franco_qty: 500, franco_price: null, reached: false, configured: true, missing_qty: 500, missing_price: null, progress: 0 }
  const cases: Array<[string, string, unknown, Effect.Effect<unknown, unknown, PortalServices>]> = [
    [
      'a cart with float cents',
      '/api/carts/current',
      { id: 1, lines: [], numberOfProductsInCart: 0, total: 1.5, shipping: 0, vat: 0, total_ttc: 0, franco, delivery_shop: null },
      CartGateway.use((g) => g.current()),
    ],
    ['an unknown order status', '/api/carts/order/1', { success: true, message: 'ok', order: { id: 1, number: 'CMD', status: 'lost' } }, CartGateway.use((g) => g.orderCart(1))],
    ['a count that is a string', '/api/orders/validations/count', { countOrders: '3' }, ValidationGateway.use((g) => g.count())],
    ['a progress above 1', '/api/carts/franco', { franco: { ...franco, progress: 1.5 } }, CartGateway.use((g) => g.franco())],
  ]

  it.each(cases)('fails with DecodeError on %s', async (_case, path, body, call) => {
    const h = answering(path, body)
    expect(await h.flip(call)).toBeInstanceOf(DecodeError)
  })

  it('refuses an e-commerce link that is not a web address', async () => {
    const h = answering('/auth/ecommerce/authentication-link', { link: 'javascript:alert(1)' })
    expect(await h.flip(AccountGateway.use((g) => g.ecommerceLink()))).toBeInstanceOf(DecodeError)
  })
})
