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
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { CART_MESSAGES } from '../../../src/domain/messages/portal-messages'
import type { LiveAccessTokens, PendingSession } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound, unauthorized } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import {
  requireIdentity,
  requireIdentityPendingSession,
  type CallerEnv,
  type PendingCallerEnv,
} from '../../platform/http/require-identity'
import { cartTotals, francoOf } from '../pricing/pricing.public'
import type { CartUseCases } from './cart-use-cases'
import { presentCart, presentDeliveryShop } from './cart.presenter'

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
  route(routes, PORTAL_ENDPOINTS.cartCurrent, shopPendingSession, async (c) =>
    c.json(presentCart(await currentCart(c.var.pendingCaller))),
  )

  route(routes, PORTAL_ENDPOINTS.cartFranco, shopPendingSession, async (c) => {
    const current = await currentCart(c.var.pendingCaller)
    const answer: CartFrancoWire = { franco: francoOf(cartTotals(current), current.terms) }
    return c.json(answer)
  })

  route(routes, PORTAL_ENDPOINTS.cartCount, shopOnly, async (c) => {
    const answer: CartCountWire = { numberOfProductsInCart: await cart.countLines(c.var.caller.subjectId) }
    return c.json(answer)
  })

  route(routes, PORTAL_ENDPOINTS.cartStoreLine, shopPendingSession, async (c) => {
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

  route(routes, PORTAL_ENDPOINTS.cartDeleteLine, shopOnly, async (c) => {
    const remaining = await cart.removeLine(c.var.caller.subjectId, parseIdParam(c.req.param('lineId')))
    if (remaining === null) throw notFound()
    const answer: CartCountWire = { numberOfProductsInCart: remaining }
    return c.json(answer)
  })

  route(routes, PORTAL_ENDPOINTS.deliveryAddresses, shopOnly, async (c) => {
    const shops = await cart.deliveryShops(c.var.caller.subjectId)
    return c.json(shops.map(presentDeliveryShop))
  })

  route(routes, PORTAL_ENDPOINTS.cartStoreDetails, shopOnly, async (c) => {
    const body = await parseJsonBody(c, CartDetailsBody)
    const result = await cart.storeDetails(c.var.caller.subjectId, {
      deliveryShopId: body.delivery_shop_id,
      referencePo: body.reference_po,
      comment: body.comment,
    })
    if (result.kind === 'unknown-delivery-shop') throw new HttpError(422, CART_MESSAGES.unknownDeliveryShop)
    return c.json(presentCart(result.cart))
  })

  route(routes, PORTAL_ENDPOINTS.cartEmpty, shopOnly, async (c) => {
    await cart.empty(c.var.caller.subjectId)
    const answer: CartChangeWire = { numberOfProductsInCart: 0, message: CART_MESSAGES.emptied }
    return c.json(answer)
  })

  route(routes, PORTAL_ENDPOINTS.brandFranco, shopOnly, async (c) => {
    const brandId = parseIdParam(c.req.param('brandId'))
    const terms = await cart.brandTerms(c.var.caller.subjectId)
    if (terms === null || terms.brandId !== brandId) throw notFound()
    const answer: BrandFrancoWire = {
      franco_qty: terms.franco.quantity,
      franco_price: terms.franco.amountCents,
      shipping_fee: terms.shippingFee,
    }
    return c.json(answer)
  })

  route(routes, PORTAL_ENDPOINTS.cartOrder, shopOnly, async (c) => {
    const result = await cart.placeOrder(c.var.caller.subjectId, parseIdParam(c.req.param('cartId')))
    if (result.kind === 'not-found') throw notFound()
    // The stock does not cover a line (docs/decisions/077-brand-stock.md): refused whole, nothing written.
    if (result.kind === 'stock-refused') throw new HttpError(422, result.message)
    const answer: OrderCartResultWire =
      result.kind === 'refused'
        ? { success: false, message: result.message }
        : { success: true, message: result.message, order: result.order }
    return c.json(answer)
  })

  // Quick order (decision 041): every valid line in one transaction, a result per line.
  route(routes, PORTAL_ENDPOINTS.quickOrder, shopOnly, async (c) => {
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
