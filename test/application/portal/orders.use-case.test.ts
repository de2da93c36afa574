import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { addToCart } from '../../../src/application/portal/cart.use-case'
import { countOrdersToValidate } from '../../../src/application/portal/order-validation.use-case'
import { validateCart } from '../../../src/application/portal/validate-cart.use-case'
import { CartGateway } from '../../../src/application/portal/ports/cart-gateway'
import { OrderGateway } from '../../../src/application/portal/ports/order-gateway'
import type { ProductOption } from '../../../src/application/portal/ports/portal-data'
import { ValidationGateway } from '../../../src/application/portal/ports/validation-gateway'
import type { PagingParams } from '../../../src/domain/paging'
import { type LiveGateways, liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { portOption } from '../../support/portal-catalogue'
import { anOrderWorld, asShop, type OrderWorld } from '../../support/live-server/order-arrangements'

const live = useLiveServer()

// Calls with no rule of the browser's go to the port itself, as the screens do (docs/decisions/056).
const loadCart = () => CartGateway.use((cart) => cart.current())
const listMyOrders = (paging: PagingParams) => OrderGateway.use((orders) => orders.list(paging))
const loadOrder = (orderId: number) => OrderGateway.use((orders) => orders.detail(orderId))
const copyOrder = (orderId: number) => OrderGateway.use((orders) => orders.copy(orderId))
const listOrdersToValidate = (paging: PagingParams) => ValidationGateway.use((validation) => validation.list(paging))

/** The world's small bag, as the catalogue gives it: 0,50 € HT, minimum 100, by 50. */
const smallBag = (w: OrderWorld): ProductOption => portOption(w.bag.options[0])

const signedIn = (shop: { identifiant: string }): Promise<LiveGateways> => asShop(live, shop)

/** Orders placed through the use cases, as the cart page does: add, then validate the cart. */
async function withOrders(w: OrderWorld, shop: { identifiant: string }, count: number) {
  const portal = await signedIn(shop)
  for (let i = 0; i < count; i += 1) {
    await portal.run(addToCart({ productId: w.bag.id, option: smallBag(w), quantity: 100 + 50 * i }))
    await portal.run(validateCart((await portal.run(loadCart())).id))
  }
  return portal
}

describe('order use cases over the live server', () => {
  it('lists my orders with the range dialect: first is a row offset', async () => {
    const w = await anOrderWorld(live)
    const portal = await withOrders(w, w.shopB, 3)
    const all = await portal.run(listMyOrders({ first: 0, rows: 10, sortField: 'number', sortOrder: 1 }))
    expect(all.total).toBe(3)
    const fromSecond = await portal.run(listMyOrders({ first: 1, rows: 2, sortField: 'number', sortOrder: 1 }))
    expect(fromSecond.total).toBe(3)
    expect(fromSecond.items.map((o) => o.id)).toEqual(all.items.slice(1, 3).map((o) => o.id))
  })

  it('lists orders to validate with the page dialect: first falls in its page', async () => {
    const w = await anOrderWorld(live)
    await withOrders(w, w.shopA, 3)
    const validator = await signedIn(w.validator)
    const all = await validator.run(listOrdersToValidate({ first: 0, rows: 10, sortField: 'number', sortOrder: 1 }))
    expect(all.total).toBe(3)
    // first 1 with 2 rows is page 1, which starts at row 0, not at row 1.
    const pageOne = await validator.run(listOrdersToValidate({ first: 1, rows: 2, sortField: 'number', sortOrder: 1 }))
    expect(pageOne.items.map((o) => o.id)).toEqual(all.items.slice(0, 2).map((o) => o.id))
    const pageTwo = await validator.run(listOrdersToValidate({ first: 2, rows: 2, sortField: 'number', sortOrder: 1 }))
    expect(pageTwo.items.map((o) => o.id)).toEqual(all.items.slice(2).map((o) => o.id))
  })

  it('loads an order and copies it into the cart with the server’s message', async () => {
    const w = await anOrderWorld(live)
    const orderId = await w.order(w.tokens.shopA, [w.bagLine(150), w.bigBagLine(250), w.boxLine(10)])
    const portal = await signedIn(w.shopA)
    expect((await portal.run(loadOrder(orderId))).lines).toHaveLength(3)
    expect(await portal.run(copyOrder(orderId))).toEqual({ message: '3 produits copiés dans le panier.' })
    expect((await portal.run(loadCart())).numberOfProductsInCart).toBe(3)
  })

  it('fails with the refusal when the order is not readable', async () => {
    const w = await anOrderWorld(live)
    const orderId = await w.order(w.tokens.shopA, [w.boxLine(10)])
    const other = await signedIn(w.shopB)
    expect(await other.flip(copyOrder(orderId))).toEqual(
      new Rejected({ status: 404, message: 'Ressource introuvable.' }),
    )
  })

  it('counts the orders to validate, and reads a failed count as none', async () => {
    const w = await anOrderWorld(live)
    await w.order(w.tokens.shopA, [w.boxLine(10)])
    const validator = await signedIn(w.validator)
    const asked = () => live.calls.filter((call) => call.path === '/portal-api/api/orders/validations/count').length
    const before = asked()
    expect(await validator.run(countOrdersToValidate())).toBe(1)
    expect(asked()).toBe(before + 1)
    // Signed out, the count fails (no session): the badge reads none rather than an error.
    expect(await liveGateways(live).run(countOrdersToValidate())).toBe(0)
  })
})
