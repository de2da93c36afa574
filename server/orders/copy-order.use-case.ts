import { nearestValidQuantity, type QuantityRule } from '../../src/domain/quantity-rules'
import type { CartRepository } from '../cart/cart.public'
import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../shared/clock'
import type { OrderRepository } from './order-repository'

export type CopyOrderDeps = {
  orders: OrderRepository
  catalog: PortalCatalogRepository
  carts: CartRepository
  clock: Clock
}

export function copiedMessage(count: number): string {
  if (count === 0) return 'Aucun produit de cette commande n’est encore disponible.'
  return count === 1 ? '1 produit copié dans le panier.' : `${count} produits copiés dans le panier.`
}

// decisions §5: the order's still-orderable lines go to the caller's cart, added to what is
// already there and rounded up to each option's current rule. null: the order is not readable.
export function copyOrder(deps: CopyOrderDeps) {
  return async (shopId: number, orderId: number): Promise<{ copied: number; message: string } | null> => {
    const order = await deps.orders.findReadable(orderId, shopId)
    if (order === null) return null
    const copies: { productId: number; optionId: number; quantity: number; rule: QuantityRule }[] = []
    for (const line of order.lines) {
      const orderable = await deps.catalog.findOrderableOption(shopId, line.productId, line.optionId)
      if (orderable !== null) copies.push({ productId: line.productId, optionId: line.optionId, quantity: line.quantity, rule: orderable.rule })
    }
    if (copies.length > 0) {
      await deps.carts.editOpenCart(shopId, deps.clock.now(), async (cart) => {
        for (const copy of copies) {
          const existing = (await cart.lineQuantity(copy.productId, copy.optionId)) ?? 0
          await cart.setLineQuantity(copy.productId, copy.optionId, nearestValidQuantity(existing + copy.quantity, copy.rule))
        }
      })
    }
    return { copied: copies.length, message: copiedMessage(copies.length) }
  }
}
