import { and, desc, eq, sql } from 'drizzle-orm'
import { openCartEditor } from '../cart/cart.public'
import type { Database, Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { cartLines, carts, orderEvents, orderLines, productOptions } from '../../platform/db/schema-portal'
import { cartLineArtworks, orderLineProofs } from '../../platform/db/schema-proofs'
import type { OrderCopyUnit, RunOrderCopy } from './order-copy-unit'

/** The history entry a copy leaves on the copied order; also the ledger of the repeat window. */
export const ORDER_COPIED_ACTION = 'Commande copiée dans le panier'

async function lockOpenCart(tx: Transaction, shopId: number, now: Date): Promise<number> {
  const lock = async () => {
    const [row] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.shopId, shopId), eq(carts.status, 'open')))
      .for('update')
    return row?.id ?? null
  }
  let cartId = await lock()
  // No open cart, or it was ordered while we waited for its lock: start the next one.
  for (let attempt = 0; cartId === null && attempt < 3; attempt += 1) {
    await tx.insert(carts).values({ shopId, createdAt: now, updatedAt: now }).onConflictDoNothing()
    cartId = await lock()
  }
  if (cartId === null) throw new Error(`could not open a cart for shop ${shopId}`)
  return cartId
}

function copyUnit(tx: Transaction, cartId: number, now: Date): OrderCopyUnit {
  return {
    cart: openCartEditor(tx, cartId, now),
    async lastCopy(orderId, shopId) {
      const [row] = await tx
        .select({ at: orderEvents.at, message: orderEvents.detail })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, orderId),
            eq(orderEvents.actorShopId, shopId),
            eq(orderEvents.action, ORDER_COPIED_ACTION),
          ),
        )
        .orderBy(desc(orderEvents.at), desc(orderEvents.id))
        .limit(1)
      return row === undefined ? null : { at: row.at, message: row.message ?? '' }
    },
    async copyArtworks(orderId) {
      // One artwork per cart line: the latest order line of the pair wins; options no longer "BAT requis" get none.
      await tx.execute(sql`insert into ${cartLineArtworks} (cart_line_id, artwork_id)
        select distinct on (${cartLines.id}) ${cartLines.id}, ${orderLineProofs.artworkId}
        from ${orderLineProofs}
        inner join ${orderLines} on ${orderLines.id} = ${orderLineProofs.orderLineId}
        inner join ${cartLines} on ${cartLines.cartId} = ${cartId} and ${cartLines.productId} = ${orderLines.productId}
          and ${cartLines.optionId} = ${orderLines.optionId}
        inner join ${productOptions} on ${productOptions.id} = ${cartLines.optionId}
        where ${orderLines.orderId} = ${orderId} and ${orderLineProofs.artworkId} is not null
          and ${productOptions.proofRequired}
        order by ${cartLines.id}, ${orderLines.id} desc
        on conflict (cart_line_id) do update set artwork_id = excluded.artwork_id`)
    },
    async recordCopy(orderId, shopId, message, at) {
      const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId))
      const actorLabel = shop?.name ?? 'Magasin'
      await tx
        .insert(orderEvents)
        .values({ orderId, actorShopId: shopId, actorLabel, action: ORDER_COPIED_ACTION, detail: message, at })
    },
  }
}

export function drizzleOrderCopy(db: Database): RunOrderCopy {
  return (shopId, now, work) =>
    db.transaction(async (tx) => work(copyUnit(tx, await lockOpenCart(tx, shopId, now), now)))
}
