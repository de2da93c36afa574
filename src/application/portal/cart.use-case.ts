import { Effect } from 'effect'
import type { GatewayError } from '../errors'
import { type CartChange, CartGateway, type CartLine } from './ports/cart-gateway'
import type { ProductOption } from './ports/portal-data'
import { ensureValidQuantity } from './quantity-guard'

// The cart's figures (totals, franco, shipping) are the server's: the browser shows them as they
// are and never recomputes them, so the page and the order can never disagree. Reads and writes
// without a rule of their own call CartGateway directly (docs/decisions/056).

export type AddToCart = { readonly productId: number; readonly option: ProductOption; readonly quantity: number }

/** Adds a line, or sets the quantity of the same (product, option) line; off the rule, nothing is sent. */
export const addToCart = Effect.fn('addToCart')(function* (
  input: AddToCart,
): Effect.fn.Return<CartChange, GatewayError, CartGateway> {
  yield* ensureValidQuantity(input.quantity, input.option)
  const cart = yield* CartGateway
  return yield* cart.storeLine({ productId: input.productId, optionId: input.option.id, quantity: input.quantity })
})

/** The one store call updates a line too (spec §7). */
export const changeCartLineQuantity = Effect.fn('changeCartLineQuantity')(function* (
  line: CartLine,
  quantity: number,
): Effect.fn.Return<CartChange, GatewayError, CartGateway> {
  return yield* addToCart({ productId: line.product.id, option: line.option, quantity })
})
