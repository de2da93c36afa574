import { Effect } from 'effect'
import { type GatewayError, Rejected } from '../errors'
import { CartGateway, type PlacedOrder } from './ports/cart-gateway'

/** Which confirmation page follows (decisions §5): /panier/confirm/{id} or /panier/request/{id}. */
export type CartConfirmation = 'confirm' | 'request'

export type CartOrdered = {
  readonly order: PlacedOrder
  readonly message: string
  readonly confirmation: CartConfirmation
}

// A business refusal arrives as 200 { success: false, message }; the spec (§4) shows that message,
// so it becomes a Rejected carrying it, like any other refusal the UI already knows how to show.
const BUSINESS_REFUSAL_STATUS = 422

/** Turns the open cart into an order (spec §4). */
export const validateCart = Effect.fn('validateCart')(function* (
  cartId: number,
): Effect.fn.Return<CartOrdered, GatewayError, CartGateway> {
  const cart = yield* CartGateway
  const result = yield* cart.orderCart(cartId)
  if (!result.success)
    return yield* Effect.fail(new Rejected({ status: BUSINESS_REFUSAL_STATUS, message: result.message }))
  const confirmation: CartConfirmation = result.order.status === 'pending_validation' ? 'request' : 'confirm'
  return { order: result.order, message: result.message, confirmation }
})
