import type { BrandFranco, Cart, CartChange, CartCount, DeliveryDetails, OrderCartResult } from '../../application/ports/cart-gateway'
import type { DeliveryShop, Franco } from '../../application/ports/portal-data'
import { statusAfterOrdering } from '../../domain/order-status'
import { checkQuantity, failedQuantityMessage } from '../../domain/quantity-rules'
import { cartView, productSummary, optionView } from './portal-views.memory'
import {
  brandOf,
  deliveryShopOf,
  fail,
  type MemoryCart,
  type MemoryOrder,
  type MemoryShop,
  notFound,
  ok,
  type Outcome,
  type PortalWorld,
  thresholdsOf,
} from './portal-world.memory'

// The cart rules of docs/api-contract-portal.md, applied to the memory world.

export const ADDED_MESSAGE = 'Produit ajouté au panier'
export const EMPTIED_MESSAGE = 'Panier vidé'
export const EMPTY_CART_MESSAGE = 'Votre panier est vide.'
export const ALREADY_ORDERED_MESSAGE = 'Ce panier a déjà été commandé.'
export const UNKNOWN_DELIVERY_SHOP_MESSAGE = 'Ce magasin de livraison ne vous est pas accessible.'
export const ORDERED_MESSAGE = 'Votre commande a bien été enregistrée.'
export const ORDER_REQUESTED_MESSAGE = 'Votre commande a été transmise pour validation.'

export function openCart(world: PortalWorld, caller: MemoryShop): MemoryCart {
  const existing = world.carts.get(caller.id)
  if (existing !== undefined) return existing
  const cart: MemoryCart = { id: world.nextId(), shopId: caller.id, lines: [], deliveryShopId: null, referencePo: null, comment: null }
  world.carts.set(caller.id, cart)
  return cart
}

export const currentCartOp = (world: PortalWorld, caller: MemoryShop): Outcome<Cart> => ok(cartView(world, openCart(world, caller)))

export const cartFrancoOp = (world: PortalWorld, caller: MemoryShop): Outcome<Franco> => ok(cartView(world, openCart(world, caller)).franco)

export const cartCountOp = (world: PortalWorld, caller: MemoryShop): Outcome<CartCount> => ok({ numberOfProductsInCart: openCart(world, caller).lines.length })

function orderableOption(world: PortalWorld, caller: MemoryShop, productId: number, optionId: number) {
  const product = world.products.get(productId)
  if (product === undefined || !product.active || product.brandId !== caller.brandId) return undefined
  const option = product.options.find((candidate) => candidate.id === optionId && candidate.active)
  return option === undefined ? undefined : { product, option }
}

/** Add and update in one call: an existing (product, option) line takes this quantity. */
export function storeLineOp(world: PortalWorld, caller: MemoryShop, productId: number, optionId: number, quantity: number): Outcome<CartChange> {
  const found = orderableOption(world, caller, productId, optionId)
  if (found === undefined) return notFound()
  const check = checkQuantity(quantity, { minimum: found.option.minimumQuantity, multiple: found.option.packMultiple })
  if (check.kind !== 'ok') return fail(422, failedQuantityMessage(check))
  const cart = openCart(world, caller)
  const line = cart.lines.find((candidate) => candidate.productId === productId && candidate.optionId === optionId)
  if (line === undefined) cart.lines.push({ id: world.nextId(), productId, optionId, quantity })
  else line.quantity = quantity
  return ok({ numberOfProductsInCart: cart.lines.length, message: ADDED_MESSAGE })
}

export function deleteLineOp(world: PortalWorld, caller: MemoryShop, lineId: number): Outcome<CartCount> {
  const cart = openCart(world, caller)
  if (!cart.lines.some((line) => line.id === lineId)) return notFound()
  cart.lines = cart.lines.filter((line) => line.id !== lineId)
  return ok({ numberOfProductsInCart: cart.lines.length })
}

function deliveryShopsOf(world: PortalWorld, caller: MemoryShop): DeliveryShop[] {
  const validated = [...world.shops.values()].filter((shop) => shop.validatorId === caller.id && shop.id !== caller.id)
  return [caller, ...validated].map(deliveryShopOf)
}

export const deliveryAddressesOp = (world: PortalWorld, caller: MemoryShop): Outcome<DeliveryShop[]> => ok(deliveryShopsOf(world, caller))

export function saveDeliveryOp(world: PortalWorld, caller: MemoryShop, details: DeliveryDetails): Outcome<Cart> {
  const allowed = deliveryShopsOf(world, caller)
  if (!allowed.some((shop) => shop.id === details.deliveryShopId)) return fail(422, UNKNOWN_DELIVERY_SHOP_MESSAGE)
  const cart = openCart(world, caller)
  cart.deliveryShopId = details.deliveryShopId
  cart.referencePo = blankToNull(details.referencePo)
  cart.comment = blankToNull(details.comment)
  return ok(cartView(world, cart))
}

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

export function emptyCartOp(world: PortalWorld, caller: MemoryShop): Outcome<CartChange> {
  openCart(world, caller).lines = []
  return ok({ numberOfProductsInCart: 0, message: EMPTIED_MESSAGE })
}

export function brandFrancoOp(world: PortalWorld, caller: MemoryShop, brandId: number): Outcome<BrandFranco> {
  const brand = brandOf(world, caller)
  if (brand === undefined || brand.id !== brandId) return notFound()
  return ok({ quantity: brand.francoQty, amountCents: brand.francoPriceCents, shippingFeeCents: brand.shippingFeeCents })
}

function refusal(world: PortalWorld, cart: MemoryCart, caller: MemoryShop): string | null {
  if (cart.lines.length === 0) return EMPTY_CART_MESSAGE
  for (const line of cart.lines) {
    const found = orderableOption(world, caller, line.productId, line.optionId)
    const name = world.products.get(line.productId)?.name ?? 'Un produit'
    if (found === undefined) return `${name} n’est plus disponible.`
    const check = checkQuantity(line.quantity, { minimum: found.option.minimumQuantity, multiple: found.option.packMultiple })
    if (check.kind !== 'ok') return `${name} : ${failedQuantityMessage(check)}`
  }
  return null
}

/** Turns the open cart into an order at once; a later call on the same cart id orders nothing. */
export function orderCartOp(world: PortalWorld, caller: MemoryShop, cartId: number): Outcome<OrderCartResult> {
  const cart = world.carts.get(caller.id)
  if (cart === undefined || cart.id !== cartId) return ok({ success: false, message: ALREADY_ORDERED_MESSAGE })
  const refused = refusal(world, cart, caller)
  if (refused !== null) return ok({ success: false, message: refused })
  const brand = brandOf(world, caller)
  const status = statusAfterOrdering(caller.validatorId !== null)
  const id = world.nextId()
  const createdAt = world.now().toISOString()
  const deliveryShop = world.shops.get(cart.deliveryShopId ?? caller.id) ?? caller
  const order: MemoryOrder = {
    id,
    number: `CMD-${createdAt.slice(0, 4)}-${String(id).padStart(5, '0')}`,
    shopId: caller.id,
    status,
    createdAt,
    lines: cart.lines.flatMap((line) => {
      const found = orderableOption(world, caller, line.productId, line.optionId)
      if (found === undefined) return []
      const lineStatus = status === 'pending_validation' ? ('pending' as const) : ('accepted' as const)
      return [{ id: world.nextId(), product: productSummary(found.product), option: optionView(found.option), quantity: line.quantity, status: lineStatus }]
    }),
    deliveryShop: deliveryShopOf(deliveryShop),
    referencePo: cart.referencePo,
    comment: cart.comment,
    events: [{ id: world.nextId(), at: createdAt, actor: caller.name, action: 'Commande passée', detail: `${cart.lines.length} produit(s)` }],
    thresholds: thresholdsOf(brand),
    shippingFeeCents: brand?.shippingFeeCents ?? 0,
  }
  world.orders.set(id, order)
  // The next use opens a new cart: the ordered one can never be ordered twice.
  world.carts.delete(caller.id)
  return ok({
    success: true,
    message: status === 'pending_validation' ? ORDER_REQUESTED_MESSAGE : ORDERED_MESSAGE,
    order: { id, number: order.number, status },
  })
}
