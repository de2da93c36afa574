import { CART_MESSAGES } from '../../../src/domain/messages/portal-messages'
import { countOf } from '../../../src/domain/french-plural'
import { formatOrderNumber, orderYear } from '../../../src/domain/order-number'
import { statusAfterOrdering } from '../../../src/domain/order-status'
import { checkQuantity, failedQuantityMessage } from '../../../src/domain/quantity-rules'
import { storedTotals } from '../pricing/pricing.public'
import type { Clock } from '../../platform/shared/clock'
import type { OrderPlacedNotifier, PlacedOrderNotice } from './order-placed-mail'
import { lineQuantityMessage, unavailableProductMessage } from './cart-messages'
import type { OrderPlacement, PlacementLine } from './order-placement'

export type PlaceOrderResult =
  | {
      kind: 'ordered'
      message: string
      order: { id: number; number: string; status: 'pending_validation' | 'validated' }
    }
  | { kind: 'refused'; message: string }
  | { kind: 'not-found' }

export const ORDER_PLACED_ACTION = 'Commande passée'

// PUT /api/carts/order/{id} (decisions §5). The cart row stays locked from the first read to the
// commit: a second call, from another tab or server, waits and then finds the cart ordered.
// `notifyPlaced` hears of the order only once it is committed (the demo seed orders without it).
export function placeOrder(deps: { placement: OrderPlacement; clock: Clock; notifyPlaced?: OrderPlacedNotifier }) {
  return async (shopId: number, cartId: number): Promise<PlaceOrderResult> => {
    let placed: PlacedOrderNotice | null = null
    const result = await deps.placement.run(async (unit): Promise<PlaceOrderResult> => {
      const cart = await unit.lockCart(cartId, shopId)
      if (cart === null) return { kind: 'not-found' }
      if (cart.status !== 'open') return { kind: 'refused', message: CART_MESSAGES.alreadyOrdered }
      const lines = await unit.cartLines(cart.id)
      const refusal = refusalOf(lines)
      if (refusal !== null) return { kind: 'refused', message: refusal }
      const shop = await unit.orderingShop(shopId)
      if (shop === null) return { kind: 'not-found' }

      const now = deps.clock.now()
      const status = statusAfterOrdering(shop.validatorId !== null)
      const lineStatus = status === 'validated' ? 'accepted' : 'pending'
      const priced = lines.map(
        (line) => ({ quantity: line.quantity, unitPriceCents: line.unitPrice, status: lineStatus }) as const,
      )
      const year = orderYear(now)
      const number = formatOrderNumber(year, await unit.nextOrderSequence(year))
      const totals = storedTotals(priced, shop.terms)
      const id = await unit.insertOrder({
        number,
        shopId,
        cartId: cart.id,
        status,
        deliveryShopId: cart.deliveryShopId ?? shopId,
        referencePo: cart.referencePo,
        comment: cart.comment,
        terms: shop.terms,
        totals,
        lines: lines.map(({ orderable: _checked, ...line }) => ({ ...line, status: lineStatus })),
        event: {
          actorShopId: shopId,
          actorLabel: shop.name,
          action: ORDER_PLACED_ACTION,
          detail: countOf(lines.length, 'produit', 'produits'),
          at: now,
        },
        now,
      })
      await unit.markCartOrdered(cart.id, now)
      const shopNames = { name: shop.name, identifiant: shop.identifiant }
      placed = { id, number, status, shop: shopNames, totalTtc: totals.totalTtc }
      const message = status === 'pending_validation' ? CART_MESSAGES.orderRequested : CART_MESSAGES.ordered
      return { kind: 'ordered', message, order: { id, number, status } }
    })
    if (placed !== null) deps.notifyPlaced?.(placed)
    return result
  }
}

// The first reason not to order, with the domain's quantity message: nothing is ordered then.
function refusalOf(lines: readonly PlacementLine[]): string | null {
  if (lines.length === 0) return CART_MESSAGES.emptyCart
  for (const line of lines) {
    if (!line.orderable) return unavailableProductMessage(line.productName)
    const check = checkQuantity(line.quantity, { minimum: line.minimumQuantity, multiple: line.packMultiple })
    if (check.kind !== 'ok') return lineQuantityMessage(line.productName, failedQuantityMessage(check))
  }
  return null
}
