import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { addToCart, loadCart } from '../../../src/application/portal/cart.use-case'
import { countOrdersToValidate, listOrdersToValidate } from '../../../src/application/portal/order-validation.use-case'
import { copyOrder, listMyOrders, loadOrder } from '../../../src/application/portal/orders.use-case'
import { validateCart } from '../../../src/application/portal/validate-cart.use-case'
import { LYON, PARIS, PENDING_ORDER, SIEGE } from '../../../src/infrastructure/portal/portal-seed.memory'
import { aPortalWorld } from './support/portal-world'

const smallBox = { id: 1011, label: 'Petit format', unitPriceCents: 120, minimumQuantity: 100, packMultiple: 50 }

async function withOrders(w: ReturnType<typeof aPortalWorld>, shopId: number, count: number) {
  w.signIn(shopId)
  for (let i = 0; i < count; i += 1) {
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 + 50 * i }))
    await w.run(validateCart((await w.run(loadCart())).id))
  }
}

describe('order use cases', () => {
  it('lists my orders with the range dialect: first is a row offset', async () => {
    const w = aPortalWorld()
    await withOrders(w, LYON, 3)
    const all = await w.run(listMyOrders({ first: 0, rows: 10, sortField: 'number', sortOrder: 1 }))
    const fromSecond = await w.run(listMyOrders({ first: 1, rows: 2, sortField: 'number', sortOrder: 1 }))
    expect(fromSecond.total).toBe(3)
    expect(fromSecond.items.map((o) => o.id)).toEqual(all.items.slice(1, 3).map((o) => o.id))
  })

  it('lists orders to validate with the page dialect: first falls in its page', async () => {
    const w = aPortalWorld()
    await withOrders(w, PARIS, 2)
    w.signIn(SIEGE)
    const all = await w.run(listOrdersToValidate({ first: 0, rows: 10, sortField: 'number', sortOrder: 1 }))
    expect(all.total).toBe(3)
    // first 1 with 2 rows is page 1, which starts at row 0, not at row 1.
    const pageOne = await w.run(listOrdersToValidate({ first: 1, rows: 2, sortField: 'number', sortOrder: 1 }))
    expect(pageOne.items.map((o) => o.id)).toEqual(all.items.slice(0, 2).map((o) => o.id))
    const pageTwo = await w.run(listOrdersToValidate({ first: 2, rows: 2, sortField: 'number', sortOrder: 1 }))
    expect(pageTwo.items.map((o) => o.id)).toEqual(all.items.slice(2).map((o) => o.id))
  })

  it('loads an order and copies it into the cart with the server’s message', async () => {
    const w = aPortalWorld()
    w.signIn(PARIS)
    expect((await w.run(loadOrder(PENDING_ORDER))).lines).toHaveLength(3)
    expect(await w.run(copyOrder(PENDING_ORDER))).toEqual({ message: '3 produits copiés dans le panier.' })
    expect((await w.run(loadCart())).numberOfProductsInCart).toBe(3)
  })

  it('fails with the refusal when the order is not readable', async () => {
    const w = aPortalWorld()
    w.signIn(LYON)
    expect(await w.flip(copyOrder(PENDING_ORDER))).toBeInstanceOf(Rejected)
  })

  it('counts the orders to validate, and reads a failed count as none', async () => {
    const w = aPortalWorld()
    w.signIn(SIEGE)
    expect(await w.run(countOrdersToValidate())).toBe(1)
    w.signIn(null)
    expect(await w.run(countOrdersToValidate())).toBe(0)
    expect(w.calls).toEqual(['validation.count', 'validation.count'])
  })
})
