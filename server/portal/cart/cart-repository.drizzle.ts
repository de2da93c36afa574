import { and, asc, count, eq, or, sql } from 'drizzle-orm'
import { commercialTermsColumns, commercialTermsOf } from '../../platform/db/brand-projection'
import type { Database } from '../../platform/db/database'
import { brands, shops } from '../../platform/db/schema'
import { deliveryShopColumns } from '../../platform/db/shop-projection'
import { cartLines, carts } from '../../platform/db/schema-portal'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { perDatabase } from '../../platform/db/prepared-query'
import type { CartView } from './cart-records'
import { RefusedCartChange, type CartRepository } from './cart-repository'
import { readCart, readOpenCart, readOpenCartOfLiveSession } from './cart-view.drizzle'
import { openCartEditor } from './open-cart-editor.drizzle'
import { storeLineInOpenCart } from './store-line.drizzle'
import { toDeliveryShop } from './shop-columns'

const isOpenCartOf = (shopId: number) => and(eq(carts.shopId, shopId), eq(carts.status, 'open'))

// The cart badge is read on every page: prepared once.
const countQuery = perDatabase((db) =>
  db
    .select({ total: count() })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(carts.shopId, sql.placeholder('shopId')), eq(carts.status, 'open')))
    .prepare('portal_cart_count'),
)

export function drizzleCartRepository(db: Database): CartRepository {
  return {
    async openCart(shopId, now) {
      return (await readOpenCart(db, shopId, now)) ?? openNewCart(db, shopId, now)
    },

    async openCartOfLiveSession(shopId, sessionId, now) {
      const read = await readOpenCartOfLiveSession(db, shopId, sessionId, now)
      if (!read.alive) return null
      return read.cart ?? openNewCart(db, shopId, now)
    },

    async countLines(shopId) {
      const [row] = await countQuery(db).execute({ shopId })
      return Number(row?.total ?? 0)
    },

    async deliveryShops(shopId) {
      const rows = await db
        .select(deliveryShopColumns(shops))
        .from(shops)
        .where(or(eq(shops.id, shopId), eq(shops.validatorId, shopId)))
        .orderBy(sql`${shops.id} = ${shopId} desc`, asc(frenchSortKey(shops.name)), asc(shops.id))
      return rows.flatMap((row) => toDeliveryShop(row) ?? [])
    },

    async brandTerms(shopId) {
      const rows = await db
        .select({ brandId: brands.id, ...commercialTermsColumns })
        .from(shops)
        .innerJoin(brands, eq(brands.id, shops.brandId))
        .where(eq(shops.id, shopId))
      const [row] = rows
      return row === undefined ? null : { brandId: row.brandId, ...commercialTermsOf(row) }
    },

    storeLineInOpenCart: (shopId, sessionId, now, line) => storeLineInOpenCart(db, shopId, sessionId, now, line),

    editOpenCart: (shopId, now, work, lock = 'lines') =>
      rollingBackRefusals(() =>
        db.transaction(async (tx) => {
          const lockOpenCart = async () => {
            const [row] = await tx
              .select({ id: carts.id })
              .from(carts)
              .where(isOpenCartOf(shopId))
              .for(lock === 'details' ? 'update' : 'share')
            return row ?? null
          }
          let cart = await lockOpenCart()
          // No open cart, or it was ordered while we waited for its lock: start the next one.
          for (let attempt = 0; cart === null && attempt < 3; attempt += 1) {
            await tx.insert(carts).values({ shopId, createdAt: now, updatedAt: now }).onConflictDoNothing()
            cart = await lockOpenCart()
          }
          if (cart === null) throw new Error(`could not open a cart for shop ${shopId}`)
          return work(openCartEditor(tx, cart.id, now))
        }),
      ),
  }
}

// No open cart in the snapshot just read: open one, or get the one another request just opened, in one
// statement (the upsert always returns a row). Read back by id: the shop may order that cart a moment
// later, and this answer is then the cart that was open when asked (docs/decisions/025).
async function openNewCart(db: Database, shopId: number, now: Date): Promise<CartView> {
  const [opened] = await db
    .insert(carts)
    .values({ shopId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: carts.shopId,
      targetWhere: sql`status = 'open'`,
      set: { updatedAt: sql`${carts.updatedAt}` },
    })
    .returning({ id: carts.id })
  const view = opened === undefined ? null : await readCart(db, shopId, opened.id, now)
  if (view === null) throw new Error(`cart of shop ${shopId} vanished while opening it`)
  return view
}

// A refused change (RefusedCartChange thrown by the work) rolls the whole transaction back, the cart it
// may have opened included: a refused request writes nothing (decision 035).
async function rollingBackRefusals<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof RefusedCartChange) return error.answer as T
    throw error
  }
}
