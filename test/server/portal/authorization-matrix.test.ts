import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions } from '../../../server/platform/db/schema-portal'
import { artworks, orderLineProofs, proofRounds } from '../../../server/platform/db/schema-proofs'
import { DEFAULT_PASSWORD } from '../support/builders'
import { call } from '../support/portal-http'
import { aPortalWorld, anOrder, fillCart } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const CALLERS = ['anonymous', 'shopA', 'shopB', 'validator', 'admin'] as const
type Caller = (typeof CALLERS)[number]

// Shop A (validated by "validator") has a pending order with two lines and an open cart with one line.
// Its box needs a proof (decision 076): the order's second line has a V1 sent, and the brand keeps one artwork.
async function setUp() {
  const w = await aPortalWorld(t)
  const bag = { productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 100 }
  const box = { productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 }
  await t.db.update(productOptions).set({ proofRequired: true }).where(eq(productOptions.id, box.optionId))
  const orderId = await anOrder(t, w.tokens.shopA, [bag, box])
  const [orderLine, otherLine] = await orderLineIds(orderId, w.tokens.validator)
  const cart = await fillCart(t, w.tokens.shopA, [bag])
  const artworkId = await proofFiles(w.brand.id, otherLine ?? 0)
  return { w, orderId, orderLine, otherLine, cartId: cart.id, cartLine: cart.lines[0]?.id, artworkId }
}

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')

async function proofFiles(brandId: number, lineId: number): Promise<number> {
  const files = t.deps.showcase.files
  await files.put(`artworks/${brandId}/matrix.pdf`, PDF, 'application/pdf')
  await files.put(`proofs/${lineId}/matrix-v1.pdf`, PDF, 'application/pdf')
  const [artwork] = await t.db
    .insert(artworks)
    .values({
      brandId,
      fileName: 'logo.pdf',
      storageKey: `artworks/${brandId}/matrix.pdf`,
      kind: 'pdf',
      byteSize: PDF.length,
      uploadedByLabel: 'Siège',
    })
    .returning({ id: artworks.id })
  await t.db.insert(proofRounds).values({
    orderLineId: lineId,
    version: 1,
    storageKey: `proofs/${lineId}/matrix-v1.pdf`,
    byteSize: PDF.length,
    sentByLabel: 'admin',
  })
  await t.db.update(orderLineProofs).set({ state: 'sent' }).where(eq(orderLineProofs.orderLineId, lineId))
  return artwork?.id ?? 0
}

async function orderLineIds(orderId: number, validatorToken: string): Promise<number[]> {
  const detail = await (await call(t.app, 'GET', `/api/orders/${orderId}`, { token: validatorToken })).json()
  return detail.lines.map((line: { id: number }) => line.id)
}

type World = Awaited<ReturnType<typeof setUp>>
type Row = {
  call: string
  path: (s: World) => string
  body?: (s: World) => unknown
  expected: Partial<Record<Caller, number>>
}

const everyShop = { shopA: 200, shopB: 200, validator: 200 }
const ownerOnly = { shopA: 200, shopB: 404, validator: 404 }
const ownerAndValidator = { shopA: 200, shopB: 404, validator: 200 }
const validatorOnly = { shopA: 404, shopB: 404, validator: 200 }
const headOfficeOnly = { shopA: 403, shopB: 403, validator: 200 }
const publicCall = (status: number) => ({
  anonymous: status,
  shopA: status,
  shopB: status,
  validator: status,
  admin: status,
})
const newPassword = {
  current_password: DEFAULT_PASSWORD,
  password: 'Nouveau2027mdp',
  password_confirmation: 'Nouveau2027mdp',
}

const ROWS: Row[] = [
  { call: 'GET /api/categories', path: () => '/api/categories', expected: everyShop },
  { call: 'GET /api/customized-products', path: () => '/api/customized-products', expected: everyShop },
  { call: 'GET /api/carts/current', path: () => '/api/carts/current', expected: everyShop },
  { call: 'GET /api/carts/franco', path: () => '/api/carts/franco', expected: everyShop },
  { call: 'GET /api/carts/count', path: () => '/api/carts/count', expected: everyShop },
  {
    call: 'POST /api/carts/customized-product/store/{productId}',
    path: (s) => `/api/carts/customized-product/store/${s.w.bag.id}`,
    body: (s) => ({ quantity: 100, typevalue: s.w.bag.options[0]?.id }),
    expected: everyShop,
  },
  {
    call: 'DELETE /api/carts/customized-product/delete/{lineId}',
    path: (s) => `/api/carts/customized-product/delete/${s.cartLine}`,
    expected: ownerOnly,
  },
  { call: 'GET /api/shops/shops/addresses', path: () => '/api/shops/shops/addresses', expected: everyShop },
  {
    call: 'POST /api/shop/store',
    path: () => '/api/shop/store',
    body: (s) => ({ delivery_shop_id: s.w.shopA.id }),
    expected: { shopA: 200, shopB: 422, validator: 200 },
  },
  { call: 'DELETE /api/shop', path: () => '/api/shop', expected: everyShop },
  { call: 'GET /api/brands/franco/{brandId}', path: (s) => `/api/brands/franco/${s.w.brand.id}`, expected: everyShop },
  {
    call: 'PUT /api/carts/order/{cartId}',
    path: (s) => `/api/carts/order/${s.cartId}`,
    body: () => ({}),
    expected: ownerOnly,
  },
  { call: 'GET /api/carts', path: () => '/api/carts', expected: everyShop },
  {
    call: 'POST /api/carts/quick-order',
    path: () => '/api/carts/quick-order',
    body: () => ({ lines: [{ line: 1, reference: 'SAC-KRAFT', quantity: 100 }] }),
    expected: everyShop,
  },
  { call: 'GET /api/orders/{id}', path: (s) => `/api/orders/${s.orderId}`, expected: ownerAndValidator },
  {
    call: 'POST /api/orders/copy/{id}',
    path: (s) => `/api/orders/copy/${s.orderId}`,
    body: () => ({}),
    expected: ownerAndValidator,
  },
  {
    call: 'GET /api/orders/validations/order',
    path: () => '/api/orders/validations/order?page=1&per_page=10',
    expected: everyShop,
  },
  { call: 'GET /api/orders/validations/count', path: () => '/api/orders/validations/count', expected: everyShop },
  {
    call: 'PUT /api/orders/validations/modify/{orderId}',
    path: (s) => `/api/orders/validations/modify/${s.orderId}`,
    body: (s) => ({ idproduct: s.orderLine, statut: 'accepted' }),
    expected: validatorOnly,
  },
  {
    call: 'DELETE /api/orders/validations/detachProduct/{orderId}/{lineId}',
    path: (s) => `/api/orders/validations/detachProduct/${s.orderId}/${s.otherLine}`,
    expected: validatorOnly,
  },
  {
    call: 'PUT /api/orders/validations/decide/{orderId}',
    path: (s) => `/api/orders/validations/decide/${s.orderId}`,
    body: () => ({ statut: 'accepted' }),
    expected: validatorOnly,
  },
  {
    call: 'PUT /api/orders/validations/comment/{orderId}',
    path: (s) => `/api/orders/validations/comment/${s.orderId}`,
    body: () => ({ comment: 'Merci.' }),
    expected: validatorOnly,
  },
  {
    // Not found for a shop that does not validate it: nothing accepted, answered per order.
    call: 'POST /api/orders/validations/accept',
    path: () => '/api/orders/validations/accept',
    body: (s) => ({ order_ids: [s.orderId] }),
    expected: everyShop,
  },
  { call: 'GET /api/account/approval-rules', path: () => '/api/account/approval-rules', expected: everyShop },
  {
    call: 'PUT /api/account/approval-rules/{shopId}',
    path: (s) => `/api/account/approval-rules/${s.w.shopA.id}`,
    body: () => ({ auto_accept_below: 10_000, monthly_budget: null }),
    expected: validatorOnly,
  },
  { call: 'GET /api/account/budget', path: () => '/api/account/budget', expected: everyShop },
  { call: 'GET /api/account/artworks', path: () => '/api/account/artworks', expected: everyShop },
  {
    call: 'GET /api/account/artworks/{artworkId}/file',
    path: (s) => `/api/account/artworks/${s.artworkId}/file`,
    expected: everyShop,
  },
  {
    // Chosen on a line whose option needs no proof: the owner is told so, the others never see the line.
    call: 'PUT /api/carts/lines/{lineId}/artwork',
    path: (s) => `/api/carts/lines/${s.cartLine}/artwork`,
    body: (s) => ({ artwork_id: s.artworkId }),
    expected: { shopA: 422, shopB: 404, validator: 404 },
  },
  { call: 'GET /api/account/proofs', path: () => '/api/account/proofs', expected: everyShop },
  {
    // The approver is the head office; the shop reads its proofs but does not answer them.
    call: 'POST /api/account/proofs/{lineId}/approve',
    path: (s) => `/api/account/proofs/${s.otherLine}/approve`,
    body: () => ({ version: 1 }),
    expected: { shopA: 403, shopB: 404, validator: 200 },
  },
  {
    call: 'POST /api/account/proofs/{lineId}/changes',
    path: (s) => `/api/account/proofs/${s.otherLine}/changes`,
    body: () => ({ version: 1, comment: 'Logo plus grand.' }),
    expected: { shopA: 403, shopB: 404, validator: 200 },
  },
  {
    call: 'GET /api/account/proofs/{lineId}/rounds/{version}/file',
    path: (s) => `/api/account/proofs/${s.otherLine}/rounds/1/file`,
    expected: ownerAndValidator,
  },
  // The brand's stock is its head office's page (docs/decisions/077-brand-stock.md): its shops get a 403.
  { call: 'GET /api/account/stock', path: () => '/api/account/stock', expected: headOfficeOnly },
  {
    call: 'GET /api/account/stock/consumption',
    path: () => '/api/account/stock/consumption',
    expected: headOfficeOnly,
  },
  {
    call: 'GET /api/account/stock/consumption.csv',
    path: () => '/api/account/stock/consumption.csv',
    expected: headOfficeOnly,
  },
  { call: 'GET /api/account/mail-preferences', path: () => '/api/account/mail-preferences', expected: everyShop },
  {
    call: 'PUT /api/account/mail-preferences',
    path: () => '/api/account/mail-preferences',
    body: () => ({ disabled: ['order-decision'] }),
    expected: everyShop,
  },
  {
    call: 'GET /auth/ecommerce/authentication-link',
    path: () => '/auth/ecommerce/authentication-link',
    expected: everyShop,
  },
  {
    call: 'POST /change-password (change)',
    path: () => '/change-password',
    body: () => ({ data: newPassword }),
    expected: everyShop,
  },
  {
    call: 'POST /change-password (reset, bad token)',
    path: () => '/change-password',
    body: () => ({ token: 'inconnu', password: 'x', password_confirmation: 'x' }),
    expected: publicCall(400),
  },
  {
    call: 'POST /forgot-password',
    path: () => '/forgot-password',
    body: (s) => ({ identifiant: s.w.shopA.identifiant }),
    expected: publicCall(200),
  },
]

const CASES = ROWS.flatMap((row) => CALLERS.map((caller) => ({ ...row, caller, status: row.expected[caller] ?? 401 })))

describe('authorization matrix of the portal (anonymous, shop A, shop B, validator of A, admin)', () => {
  it.each(CASES)('$call as $caller -> $status', async ({ path, body, caller, status, call: name }) => {
    const s = await setUp()
    const token = caller === 'anonymous' ? undefined : s.w.tokens[caller]
    const method = name.split(' ')[0] ?? 'GET'

    const response = await call(t.app, method, path(s), { token, body: body?.(s) })

    const text = await response.text()
    expect(response.status, text).toBe(status)
    if (status === 401) expect(JSON.parse(text)).toEqual({ message: 'Non autorisé' })
    if (status === 404 && !name.includes('/file'))
      expect(JSON.parse(text)).toEqual({ message: 'Ressource introuvable.' })
  })
})
