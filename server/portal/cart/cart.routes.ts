import { Hono } from 'hono'
import {
  type BrandFrancoWire,
  CartDetailsBody,
  type CartChangeWire,
  type CartCountWire,
  type CartFrancoWire,
  type OrderCartResultWire,
  StoreLineBody,
} from '../../../src/contract/portal/cart'
import { QuickOrderBody, type QuickOrderResultWire } from '../../../src/contract/portal/quick-order'
import { CART_MESSAGES } from '../../../src/domain/messages/portal-messages'
import type { LiveAccessTokens, PendingSession } from '../../platform/auth/auth.public'
import { HttpError, notFound, unauthorized } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import {
  requireIdentity,
  requireIdentityPendingSession,
  type CallerEnv,
  type PendingCallerEnv,
} from '../../platform/http/require-identity'
import type { CartUseCases } from './cart-use-cases'
import { cartTotals } from './cart-totals'
import { presentCart, presentDeliveryShop } from './cart.presenter'
import { presentFranco } from './franco.presenter'

export function cartRoutes(deps: { accessTokens: LiveAccessTokens; cart: CartUseCases }) {
  const routes = new Hono<CallerEnv & PendingCallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const shopPendingSession = requireIdentityPendingSession(deps.accessTokens, ['shop'])
  const { cart } = deps
  const currentCart = async (caller: PendingSession) => {
    const current = await cart.currentCartOfSession(caller)
    if (current === null) throw unauthorized()
    return current
  }

  // The cart read and the add to cart check the live session in their own statement (decision 050).
  routes.get('/api/carts/current', shopPendingSession, async (c) =>
    c.json(presentCart(await currentCart(c.var.pendingCaller))),
  )

  routes.get('/api/carts/franco', shopPendingSession, async (c) => {
    const current = await currentCart(c.var.pendingCaller)
    const answer: CartFrancoWire = { franco: presentFranco(cartTotals(current).franco, current.terms) }
    return c.json(answer)
  })

  routes.get('/api/carts/count', shopOnly, async (c) => {
    const answer: CartCountWire = { numberOfProductsInCart: await cart.countLines(c.var.caller.subjectId) }
    return c.json(answer)
  })

  routes.post('/api/carts/customized-product/store/:productId', shopPendingSession, async (c) => {
    const caller = c.var.pendingCaller
    const line = await answeredToLiveSession(caller, async () => {
      const productId = parseIdParam(c.req.param('productId'))
      const body = await parseJsonBody(c, StoreLineBody)
      return { productId, optionId: body.typevalue, quantity: body.quantity }
    })
    const result = await cart.storeLine(caller.claims.subjectId, line, caller)
    if (result.kind === 'session-ended') throw unauthorized()
    if (result.kind === 'not-found') throw notFound()
    if (result.kind === 'invalid-quantity') throw new HttpError(422, result.message)
    const answer: CartChangeWire = {
      numberOfProductsInCart: result.numberOfProductsInCart,
      message: CART_MESSAGES.added,
    }
    return c.json(answer)
  })

  routes.delete('/api/carts/customized-product/delete/:lineId', shopOnly, async (c) => {
    const remaining = await cart.removeLine(c.var.caller.subjectId, parseIdParam(c.req.param('lineId')))
    if (remaining === null) throw notFound()
    const answer: CartCountWire = { numberOfProductsInCart: remaining }
    return c.json(answer)
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
    const answer: CartChangeWire = { numberOfProductsInCart: 0, message: CART_MESSAGES.emptied }
    return c.json(answer)
  })

  routes.get('/api/brands/franco/:brandId', shopOnly, async (c) => {
    const brandId = parseIdParam(c.req.param('brandId'))
    const terms = await cart.brandTerms(c.var.caller.subjectId)
    if (terms === null || terms.brandId !== brandId) throw notFound()
    const answer: BrandFrancoWire = {
      franco_qty: terms.francoQty,
      franco_price: terms.francoPrice,
      shipping_fee: terms.shippingFee,
    }
    return c.json(answer)
  })

  routes.put('/api/carts/order/:cartId', shopOnly, async (c) => {
    const result = await cart.placeOrder(c.var.caller.subjectId, parseIdParam(c.req.param('cartId')))
    if (result.kind === 'not-found') throw notFound()
    const answer: OrderCartResultWire =
      result.kind === 'refused'
        ? { success: false, message: result.message }
        : { success: true, message: result.message, order: result.order }
    return c.json(answer)
  })

  // Quick order (issue 11): every valid line in one transaction, a result per line.
  routes.post('/api/carts/quick-order', shopOnly, async (c) => {
    const body = await parseJsonBody(c, QuickOrderBody)
    const requests = body.lines.map((line) => ({
      lineNumber: line.line,
      reference: line.reference,
      optionNumber: line.option,
      quantity: line.quantity,
    }))
    const answer: QuickOrderResultWire = await cart.quickOrder(c.var.caller.subjectId, requests)
    return c.json(answer)
  })

  return routes
}

// A malformed request is refused only to a live session (401 first, as when the middleware checked it).
async function answeredToLiveSession<T>(caller: PendingSession, parse: () => Promise<T>): Promise<T> {
  try {
    return await parse()
  } catch (error) {
    if (!(await caller.isAlive())) throw unauthorized()
    throw error
  }
}
