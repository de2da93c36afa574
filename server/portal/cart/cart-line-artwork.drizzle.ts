import { and, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { cartLines, carts, productOptions } from '../../platform/db/schema-portal'
import { artworks, cartLineArtworks } from '../../platform/db/schema-proofs'
import type { CartLineArtworkStore, LineArtworkResult } from './cart-line-artwork'
import { readCart } from './cart-view.drizzle'

type Outcome = Exclude<LineArtworkResult, { kind: 'chosen' }> | { kind: 'stored'; cartId: number }

// The line is looked up in the caller's open cart under the cart's shared lock (as every line change,
// cart-repository.drizzle.ts), so the choice never lands in a cart being ordered.
export function drizzleCartLineArtworks(db: Database): CartLineArtworkStore {
  return {
    async choose({ shopId, lineId, artworkId, now }) {
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const [line] = await tx
          .select({ cartId: carts.id, brandId: shops.brandId, proofRequired: productOptions.proofRequired })
          .from(cartLines)
          .innerJoin(carts, eq(carts.id, cartLines.cartId))
          .innerJoin(shops, eq(shops.id, carts.shopId))
          .innerJoin(productOptions, eq(productOptions.id, cartLines.optionId))
          .where(and(eq(cartLines.id, lineId), eq(carts.shopId, shopId), eq(carts.status, 'open')))
          .for('share', { of: carts })
        if (line === undefined) return { kind: 'not-found' }
        if (!line.proofRequired) return { kind: 'not-required' }
        if (artworkId === null) {
          await tx.delete(cartLineArtworks).where(eq(cartLineArtworks.cartLineId, lineId))
          return { kind: 'stored', cartId: line.cartId }
        }
        // Another brand's file answers as an unknown one: a shop never learns it exists.
        const [own] = await tx
          .select({ id: artworks.id })
          .from(artworks)
          .where(and(eq(artworks.id, artworkId), eq(artworks.brandId, line.brandId)))
        if (own === undefined) return { kind: 'not-found' }
        await tx
          .insert(cartLineArtworks)
          .values({ cartLineId: lineId, artworkId })
          .onConflictDoUpdate({ target: cartLineArtworks.cartLineId, set: { artworkId } })
        return { kind: 'stored', cartId: line.cartId }
      })
      if (outcome.kind !== 'stored') return outcome
      const cart = await readCart(db, shopId, outcome.cartId, now)
      if (cart === null) throw new Error(`cart ${outcome.cartId} vanished after an artwork choice`)
      return { kind: 'chosen', cart }
    },
  }
}
