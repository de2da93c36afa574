import { and, eq } from 'drizzle-orm'
import type { Transaction } from '../../platform/db/database'
import { cartLines, carts } from '../../platform/db/schema-portal'
import { countRows } from '../../platform/db/table-rows'
import type { OpenCartEditor } from './cart-repository'

// Runs inside the transaction that holds the cart's row lock (see editOpenCart). Line changes do
// not write the cart row: that would turn the shared lock into an exclusive one.
export function openCartEditor(tx: Transaction, cartId: number, now: Date): OpenCartEditor {
  const linePair = (productId: number, optionId: number) =>
    and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId), eq(cartLines.optionId, optionId))
  return {
    cartId,
    async lineQuantity(productId, optionId) {
      const [row] = await tx
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(linePair(productId, optionId))
      return row?.quantity ?? null
    },
    async setLineQuantity(productId, optionId, quantity) {
      // decisions §5: adding a (product, option) pair already in the cart sets its quantity.
      await tx
        .insert(cartLines)
        .values({ cartId, productId, optionId, quantity, createdAt: now })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId, cartLines.optionId], set: { quantity } })
    },
    async removeLine(lineId) {
      const removed = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
        .returning({ id: cartLines.id })
      return removed.length > 0
    },
    async removeAllLines() {
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId))
    },
    async setDetails(details) {
      await tx
        .update(carts)
        .set({
          deliveryShopId: details.deliveryShopId,
          ...(details.referencePo === undefined ? {} : { referencePo: details.referencePo }),
          ...(details.comment === undefined ? {} : { comment: details.comment }),
          updatedAt: now,
        })
        .where(eq(carts.id, cartId))
    },
    countLines: () => countRows(tx, cartLines, eq(cartLines.cartId, cartId)),
  }
}
