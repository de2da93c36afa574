import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { drizzleCartRepository } from '../../../server/portal/cart/cart-repository.drizzle'
import { storeCartLine } from '../../../server/portal/cart/change-cart.use-case'
import { drizzlePortalCatalogRepository } from '../../../server/portal/catalog/catalog-repository.drizzle'
import type { Database } from '../../../server/platform/db/database'
import { refreshTokens } from '../../../server/platform/db/schema'
import { cartLines, carts } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld } from '../support/portal-world'
import { logInShop } from '../support/sessions'
import { countingDatabase } from '../support/counting-database'
import { useTestApp } from '../support/test-app'

// Docs/decisions/050: the cart read and the add to cart check the live session (decision 026) in their
// own statement. A revoked session is refused on the very next request, whoever revoked it.
const t = useTestApp()

// A logged-in shop (a real session) with one line in its cart.
async function aLiveSession() {
  const w = await aPortalWorld(t)
  const { access_token: token } = await logInShop(t.app, w.shopB)
  const [family] = await t.db
    .select({ id: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.subjectId, w.shopB.id))
  if (family === undefined) throw new Error('no session stored')
  const line = { productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 150 }
  return { w, token, sessionId: family.id, line }
}

// As another process would: straight in the table, nothing in this server is told.
const revokeElsewhere = (sessionId: string) =>
  t.db.update(refreshTokens).set({ revokedAt: t.clock.now() }).where(eq(refreshTokens.familyId, sessionId))

const linesOf = async (shopId: number) => {
  const [row] = await t.db
    .select({ total: count(cartLines.id) })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.shopId, shopId))
  return Number(row?.total ?? 0)
}

const cartsOf = async (shopId: number) => (await t.db.select().from(carts).where(eq(carts.shopId, shopId))).length

// Today's answer to a caller with no credential: the one a dead session must get.
const refusal = async () => {
  const answer = await api(t.app).get('/api/carts/current')
  return { status: answer.status, body: await answer.json() }
}

describe('cart read: a revoked session is refused at once', () => {
  it('answers 401 with the French message right after another process revoked the session', async () => {
    const { w, token, sessionId, line } = await aLiveSession()
    const client = api(t.app, token)
    await expectJson(
      client.post(`/api/carts/customized-product/store/${line.productId}`, { ...line, typevalue: line.optionId }),
    )
    expect((await expectJson(client.get('/api/carts/current'))).lines).toHaveLength(1)
    await revokeElsewhere(sessionId)
    for (const path of ['/api/carts/current', '/api/carts/franco']) {
      const answer = await client.get(path)
      expect({ path, status: answer.status, body: await answer.json() }).toEqual({ path, ...(await refusal()) })
    }
    expect((await refusal()).body).toEqual({ message: 'Non autorisé' })
    expect(await linesOf(w.shopB.id)).toBe(1)
  })

  it('opens no cart for a revoked session that has none', async () => {
    const { w, token, sessionId } = await aLiveSession()
    await revokeElsewhere(sessionId)
    expect((await api(t.app, token).get('/api/carts/current')).status).toBe(401)
    expect(await cartsOf(w.shopB.id)).toBe(0)
  })
})

describe('add to cart: a revoked session is refused before any other answer', () => {
  it('answers 401 and stores nothing, whatever else is wrong with the request', async () => {
    const { w, token, sessionId, line } = await aLiveSession()
    const client = api(t.app, token)
    const store = (productId: number, body: unknown) =>
      client.post(`/api/carts/customized-product/store/${productId}`, body)
    // Alive: the refusals the route gives (unknown product, quantity rule, malformed body).
    await expectJson(store(line.productId, { quantity: 150, typevalue: line.optionId }))
    await expectJson(store(w.foreign.id, { quantity: 150, typevalue: line.optionId }), 404)
    await expectJson(store(line.productId, { quantity: 151, typevalue: line.optionId }), 422)
    await expectJson(store(line.productId, { quantity: 'beaucoup' }), 400)
    await revokeElsewhere(sessionId)
    const expected = await refusal()
    const requests = [
      [line.productId, { quantity: 300, typevalue: line.optionId }],
      [w.foreign.id, { quantity: 150, typevalue: line.optionId }],
      [line.productId, { quantity: 151, typevalue: line.optionId }],
      [line.productId, { quantity: 'beaucoup' }],
    ] as const
    for (const [productId, body] of requests) {
      const answer = await store(productId, body)
      const got = { status: answer.status, body: await answer.json() }
      expect({ request: body, ...got }).toEqual({ request: body, ...expected })
    }
    const stored = await t.db.select({ quantity: cartLines.quantity }).from(cartLines)
    expect(stored).toEqual([{ quantity: 150 }])
  })

  it('opens no cart for a revoked session that has none', async () => {
    const { w, token, sessionId, line } = await aLiveSession()
    await revokeElsewhere(sessionId)
    const answer = await api(t.app, token).post(`/api/carts/customized-product/store/${line.productId}`, {
      quantity: 150,
      typevalue: line.optionId,
    })
    expect(answer.status).toBe(401)
    expect(await cartsOf(w.shopB.id)).toBe(0)
  })
})

describe('round trips (decision 050)', () => {
  it('reads the cart and checks the session in one statement, with the same cart as the plain read', async () => {
    const { w, token, sessionId, line } = await aLiveSession()
    const client = api(t.app, token)
    await expectJson(
      client.post(`/api/carts/customized-product/store/${w.box.id}`, { quantity: 10, typevalue: w.box.options[0]?.id }),
    )
    await expectJson(
      client.post(`/api/carts/customized-product/store/${line.productId}`, { ...line, typevalue: line.optionId }),
    )
    await expectJson(
      client.post('/api/shop/store', { delivery_shop_id: w.shopB.id, reference_po: 'PO-1', comment: 'Merci' }),
    )
    const { db, sent } = countingDatabase(t)
    const repository = drizzleCartRepository(db)
    const live = await repository.openCartOfLiveSession(w.shopB.id, sessionId, t.clock.now())
    expect(sent).toHaveLength(1)
    expect(live).toEqual(await repository.openCart(w.shopB.id, t.clock.now()))
    expect(live?.lines.map((cartLine) => cartLine.quantity)).toEqual([10, 150])
    expect(live?.deliveryShop?.id).toBe(w.shopB.id)
    await revokeElsewhere(sessionId)
    expect(await repository.openCartOfLiveSession(w.shopB.id, sessionId, t.clock.now())).toBeNull()
  })

  it('adds a line for a live session in two statements: the orderable option, then the line', async () => {
    const { w, token, line } = await aLiveSession()
    await expectJson(
      api(t.app, token).post(`/api/carts/customized-product/store/${w.box.id}`, {
        quantity: 10,
        typevalue: w.box.options[0]?.id,
      }),
    )
    const session = await t.deps.portal.accessTokens.verifyPendingSession(token, ['shop'])
    if (session === null) throw new Error('token refused')
    const { db, sent } = countingDatabase(t)
    const store = storeCartLine({
      carts: drizzleCartRepository(db),
      catalog: drizzlePortalCatalogRepository(db),
      clock: t.clock,
    })
    expect(await store(w.shopB.id, line, session)).toEqual({ kind: 'stored', numberOfProductsInCart: 2 })
    expect(sent).toHaveLength(2)
  })
})
