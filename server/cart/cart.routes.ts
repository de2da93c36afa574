import { Hono } from 'hono'
import type { AccessTokens } from '../auth/access-tokens'
import { HttpError, notFound } from '../http/http-error'
import { parseIdParam } from '../http/parse-id-param'
import { parseJsonBody } from '../http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../http/require-identity'
import { CartDetailsBody, StoreLineBody } from './cart-bodies'
import { CART_MESSAGES } from './cart-messages'
import type { CartUseCases } from './cart-use-cases'
import { cartTotals } from './cart-totals'
import { presentCart, presentDeliveryShop } from './cart.presenter'
import { presentFranco } from './franco.presenter'

export function cartRoutes(deps: { accessTokens: AccessTokens; cart: CartUseCases }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { cart } = deps

  routes.get('/api/carts/current', shopOnly, async (c) => c.json(presentCart(await cart.currentCart(c.var.caller.subjectId))))

  routes.get('/api/carts/franco', shopOnly, async (c) => {
    const current = await cart.currentCart(c.var.caller.subjectId)
    return c.json({ franco: presentFranco(cartTotals(current).franco, current.terms) })
  })

  routes.get('/api/carts/count', shopOnly, async (c) => c.json({ numberOfProductsInCart: await cart.countLines(c.var.caller.subjectId) }))

  routes.post('/api/carts/customized-product/store/:productId', shopOnly, async (c) => {
    const productId = parseIdParam(c.req.param('productId'))
    const body = await parseJsonBody(c, StoreLineBody)
    const result = await cart.storeLine(c.var.caller.subjectId, { productId, optionId: body.typevalue, quantity: body.quantity })
    if (result.kind === 'not-found') throw notFound()
    if (result.kind === 'invalid-quantity') throw new HttpError(422, result.message)
    return c.json({ numberOfProductsInCart: result.numberOfProductsInCart, message: CART_MESSAGES.added })
  })

  routes.delete('/api/carts/customized-product/delete/:lineId', shopOnly, async (c) => {
    const remaining = await cart.removeLine(c.var.caller.subjectId, parseIdParam(c.req.param('lineId')))
    if (remaining === null) throw notFound()
    return c.json({ numberOfProductsInCart: remaining })
  })

  routes.get('/api/shops/shops/addresses', shopOnly, async (c) => {
    const shops = await cart.deliveryShops(c.var.caller.subjectId)
    return c.json(shops.map(presentDeliveryShop))
  })

  routes.post('/api/shop/store', shopOnly, async (c) => {
    const body = await parseJsonBody(c, CartDetailsBody)
    const result = await cart.storeDetails(c.var.caller.subjectId, {
      deliveryShopId: body.delivery_shop_id,
      referencePo: body.reference_po,
      comment: body.comment,
    })
    if (result.kind === 'unknown-delivery-shop') throw new HttpError(422, CART_MESSAGES.unknownDeliveryShop)
    return c.json(presentCart(result.cart))
  })

  routes.delete('/api/shop', shopOnly, async (c) => {
    await cart.empty(c.var.caller.subjectId)
    return c.json({ numberOfProductsInCart: 0, message: CART_MESSAGES.emptied })
  })

  routes.get('/api/brands/franco/:brandId', shopOnly, async (c) => {
    const brandId = parseIdParam(c.req.param('brandId'))
    const terms = await cart.brandTerms(c.var.caller.subjectId)
    if (terms === null || terms.brandId !== brandId) throw notFound()
    return c.json({ franco_qty: terms.francoQty, franco_price: terms.francoPrice, shipping_fee: terms.shippingFee })
  })

  routes.put('/api/carts/order/:cartId', shopOnly, async (c) => {
    const result = await cart.placeOrder(c.var.caller.subjectId, parseIdParam(c.req.param('cartId')))
    if (result.kind === 'not-found') throw notFound()
    if (result.kind === 'refused') return c.json({ success: false, message: result.message })
    return c.json({ success: true, message: result.message, order: result.order })
  })

  return routes
}
