import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { drizzleCartRepository } from '../../../server/portal/cart/cart-repository.drizzle'
import { storeCartLine } from '../../../server/portal/cart/change-cart.use-case'
import { drizzlePortalCatalogRepository } from '../../../server/portal/catalog/catalog-repository.drizzle'
import type { Database } from '../../../server/platform/db/database'
import { cartLines, carts } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, fillCart } from '../support/portal-world'
import { countingDatabase } from '../support/counting-database'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

function storeLineWith(db: Database) {
  return storeCartLine({
    carts: drizzleCartRepository(db),
    catalog: drizzlePortalCatalogRepository(db),
    clock: t.clock,
  })
}

describe('add to cart (decision 050)', () => {
  it('stores a line in an open cart in one statement besides the catalogue check', async () => {
    const w = await aPortalWorld(t)
    const bagOption = w.bag.options[0]?.id ?? 0
    await fillCart(t, w.tokens.shopA, [{ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 }])
    const { db, sent } = countingDatabase(t)
    const result = await storeLineWith(db)(w.shopA.id, { productId: w.bag.id, optionId: bagOption, quantity: 150 })
    expect(result).toEqual({ kind: 'stored', numberOfProductsInCart: 2 })
    // The orderable option, then the line: no BEGIN, lock, COMMIT nor separate count any more.
    expect(sent).toHaveLength(2)
  })

  it('counts the lines of the cart: a new pair adds one, the same pair sets its quantity', async () => {
    const w = await aPortalWorld(t)
    const client = api(t.app, w.tokens.shopA)
    const add = (productId: number, optionId: number, quantity: number) =>
      expectJson(client.post(`/api/carts/customized-product/store/${productId}`, { quantity, typevalue: optionId }))
    const [first, second] = [w.bag.options[0]?.id ?? 0, w.bag.options[1]?.id ?? 0]
    expect((await add(w.bag.id, first, 150)).numberOfProductsInCart).toBe(1)
    expect((await add(w.bag.id, second, 250)).numberOfProductsInCart).toBe(2)
    expect((await add(w.bag.id, first, 200)).numberOfProductsInCart).toBe(2)
    const cart = await expectJson(client.get('/api/carts/current'))
    expect(cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([200, 250])
  })

  it('opens a new cart when the last one was ordered, and writes nothing to the ordered one', async () => {
    const w = await aPortalWorld(t)
    const line = { productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 150 }
    const ordered = await fillCart(t, w.tokens.shopB, [line])
    await expectJson(api(t.app, w.tokens.shopB).put(`/api/carts/order/${ordered.id}`))
    const result = await storeLineWith(t.db)(w.shopB.id, { ...line, quantity: 300 })
    expect(result).toEqual({ kind: 'stored', numberOfProductsInCart: 1 })
    const kept = await t.db.select().from(cartLines).where(eq(cartLines.cartId, ordered.id))
    expect(kept.map((row) => row.quantity)).toEqual([150])
    const open = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.shopId, w.shopB.id), eq(carts.status, 'open')))
    expect(open).toHaveLength(1)
    expect(open[0]?.id).not.toBe(ordered.id)
  })
})
