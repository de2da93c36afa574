import {
  checkQuantity,
  failedQuantityMessage,
  MAX_QUANTITY,
  nearestValidQuantity,
  type QuantityRule,
} from '../../../src/domain/quantity-rules'
import { type CopiedLine, isRepeatedCopy } from '../../../src/domain/order-copy-window'
import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../../platform/shared/clock'
import type { OrderRepository } from './order-repository'

export type CopyOrderDeps = {
  orders: OrderRepository
  catalog: PortalCatalogRepository
  clock: Clock
}

export type CopyOrderResult =
  | { kind: 'copied'; copied: number; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'not-found' }

export function copiedMessage(count: number): string {
  if (count === 0) return 'Aucun produit de cette commande n’est encore disponible.'
  return count === 1 ? '1 produit copié dans le panier.' : `${count} produits copiés dans le panier.`
}

// Not in the spec's catalogue: the quantity problem of the first line that cannot be copied.
export const copyRefusedMessage = (lineName: string, problem: string) =>
  `${lineName} : ${problem} Aucun produit n’a été copié.`

type Copy = { productId: number; optionId: number; quantity: number; rule: QuantityRule; name: string }

// The quantity the cart line will hold, or the reason it cannot: the order's quantity (the sum of its
// lines for one option), under the cap without rounding down (never less than the order), then the rule.
function copiedQuantity(earlierLines: number, copy: Copy): { quantity: number } | { problem: string } {
  const wanted = earlierLines + copy.quantity
  const above = { problem: failedQuantityMessage({ kind: 'above-maximum', maximum: MAX_QUANTITY }) }
  if (wanted > MAX_QUANTITY) return above
  const quantity = nearestValidQuantity(wanted, copy.rule)
  if (quantity < wanted) return above
  const check = checkQuantity(quantity, copy.rule)
  return check.kind === 'ok' ? { quantity } : { problem: failedQuantityMessage(check) }
}

// decisions §5: the order's still-orderable lines go to the caller's cart, rounded up to each option's
// current rule. A line already in the cart takes the order's quantity, as the catalogue and the quick
// order set it (docs/decisions/064-reorder-rule.md). All or nothing: a line that would pass the quantity
// cap refuses the whole copy (docs/decisions/024-quantity-cap-on-every-path.md).
export function copyOrder(deps: CopyOrderDeps) {
  return async (shopId: number, orderId: number): Promise<CopyOrderResult> => {
    const order = await deps.orders.findReadable(orderId, shopId)
    if (order === null) return { kind: 'not-found' }
    const copies: Copy[] = []
    for (const line of order.lines) {
      const orderable = await deps.catalog.findOrderableOption(shopId, line.productId, line.optionId)
      if (orderable === null) continue
      const name = `${line.productName} (${line.optionLabel})`
      const { productId, optionId, quantity } = line
      copies.push({ productId, optionId, quantity, rule: orderable.rule, name })
    }
    if (copies.length === 0) return { kind: 'copied', copied: 0, message: copiedMessage(0) }
    const now = deps.clock.now()
    return deps.orders.copyIntoCart(shopId, now, async (unit): Promise<CopyOrderResult> => {
      // A repeat within the window (a double-click) answers the first copy again (decision 043).
      const previous = await unit.lastCopy(orderId, shopId)
      // Only while the first copy is still in the cart: after "Vider le panier", a copy fills it again.
      const inCart: CopiedLine[] = []
      for (const copy of copies)
        inCart.push({ copied: copy.quantity, inCart: await unit.cart.lineQuantity(copy.productId, copy.optionId) })
      if (isRepeatedCopy(previous?.at.getTime() ?? null, now.getTime(), inCart)) {
        return { kind: 'copied', copied: copies.length, message: previous?.message ?? copiedMessage(copies.length) }
      }
      // Every quantity is checked before the first write, so a refusal leaves the cart untouched.
      const planned = new Map<string, Copy & { total: number }>()
      for (const copy of copies) {
        const key = `${copy.productId}/${copy.optionId}`
        const outcome = copiedQuantity(planned.get(key)?.total ?? 0, copy)
        if ('problem' in outcome) return { kind: 'refused', message: copyRefusedMessage(copy.name, outcome.problem) }
        planned.set(key, { ...copy, total: outcome.quantity })
      }
      for (const copy of planned.values()) await unit.cart.setLineQuantity(copy.productId, copy.optionId, copy.total)
      // Same artwork, so an approved proof is reused when the cart is ordered (docs/decisions/076, "Reorders").
      await unit.copyArtworks(orderId)
      const message = copiedMessage(copies.length)
      await unit.recordCopy(orderId, shopId, message, now)
      return { kind: 'copied', copied: copies.length, message }
    })
  }
}
