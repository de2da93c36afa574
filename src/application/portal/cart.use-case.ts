import { Effect } from 'effect'
import type { GatewayError } from '../errors'
import {
  type BrandFranco,
  type Cart,
  type CartChange,
  type CartCount,
  CartGateway,
  type CartLine,
  type DeliveryDetails,
} from './ports/cart-gateway'
import type { DeliveryShop, Franco, ProductOption } from './ports/portal-data'
import { ensureValidQuantity } from './quantity-guard'

// The cart's figures (totals, franco, shipping) are the server's: the browser shows them as they
// are and never recomputes them, so the page and the order can never disagree.

export const loadCart = Effect.fn('loadCart')(function* (): Effect.fn.Return<Cart, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).current()
})

/** The header badge, fetched at start-up when a shop is logged in (spec §1). */
export const loadCartCount = Effect.fn('loadCartCount')(function* (): Effect.fn.Return<number, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).count()
})

export const loadCartFranco = Effect.fn('loadCartFranco')(function* (): Effect.fn.Return<Franco, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).franco()
})

export type AddToCart = { readonly productId: number; readonly option: ProductOption; readonly quantity: number }

/** Adds a line, or sets the quantity of the same (product, option) line; off the rule, nothing is sent. */
export const addToCart = Effect.fn('addToCart')(function* (input: AddToCart): Effect.fn.Return<CartChange, GatewayError, CartGateway> {
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

export const removeCartLine = Effect.fn('removeCartLine')(function* (lineId: number): Effect.fn.Return<CartCount, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).deleteLine(lineId)
})

/** The shop itself, then the shops it validates. */
export const loadDeliveryAddresses = Effect.fn('loadDeliveryAddresses')(function* (): Effect.fn.Return<
  readonly DeliveryShop[],
  GatewayError,
  CartGateway
> {
  return yield* (yield* CartGateway).deliveryAddresses()
})

export const saveDeliveryDetails = Effect.fn('saveDeliveryDetails')(function* (
  details: DeliveryDetails,
): Effect.fn.Return<Cart, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).saveDeliveryDetails(details)
})

export const emptyCart = Effect.fn('emptyCart')(function* (): Effect.fn.Return<CartChange, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).empty()
})

export const loadBrandFranco = Effect.fn('loadBrandFranco')(function* (brandId: number): Effect.fn.Return<BrandFranco, GatewayError, CartGateway> {
  return yield* (yield* CartGateway).brandFranco(brandId)
})
