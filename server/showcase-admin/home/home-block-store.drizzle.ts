import { asc, count, eq, inArray } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { homeBlockProducts, homeBlocks, showcaseProducts } from '../../platform/db/schema-showcase'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { HomeBlockRecord, HomeBlockStore, HomeBlockUnit } from './home-block-store'
import { lockValue, mediaKindOf, nextPosition, orderUnitOf } from './home-admin-sql.drizzle'

type Row = typeof homeBlocks.$inferSelect

async function withProducts(db: Database | Transaction, rows: Row[]): Promise<HomeBlockRecord[]> {
  const ids = rows.map((row) => row.id)
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            blockId: homeBlockProducts.blockId,
            productId: homeBlockProducts.productId,
            name: showcaseProducts.name,
          })
          .from(homeBlockProducts)
          .innerJoin(showcaseProducts, eq(showcaseProducts.id, homeBlockProducts.productId))
          .where(inArray(homeBlockProducts.blockId, ids))
          .orderBy(asc(homeBlockProducts.blockId), asc(homeBlockProducts.position))
  return rows.map((row) => ({
    ...row,
    imagePosition: row.imagePosition === 'left' || row.imagePosition === 'right' ? row.imagePosition : null,
    products: links.filter((link) => link.blockId === row.id).map(({ productId, name }) => ({ productId, name })),
  }))
}

async function one(db: Database | Transaction, row: Row | undefined | null): Promise<HomeBlockRecord | null> {
  if (row === undefined || row === null) return null
  const [record] = await withProducts(db, [row])
  return record ?? null
}

async function setProducts(tx: Transaction, blockId: number, productIds: readonly number[]) {
  await tx.delete(homeBlockProducts).where(eq(homeBlockProducts.blockId, blockId))
  if (productIds.length === 0) return
  await tx.insert(homeBlockProducts).values(
    productIds.map((productId, position) => ({
      blockId,
      productId,
      position,
    })),
  )
}

export function drizzleHomeBlockStore(db: Database): HomeBlockStore {
  return {
    async list(window) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(homeBlocks)
          .orderBy(asc(homeBlocks.position), asc(homeBlocks.id))
          .limit(window.limit)
          .offset(window.start),
        db.select({ total: count() }).from(homeBlocks),
      ])
      return {
        total: Number(counted?.total ?? 0),
        items: await withProducts(db, rows),
      }
    },
    async find(id) {
      const [row] = await db.select().from(homeBlocks).where(eq(homeBlocks.id, id))
      return one(db, row)
    },
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: HomeBlockUnit = {
          ...orderUnitOf(tx, homeBlocks),
          async lock(id) {
            const [row] = await tx.select().from(homeBlocks).where(eq(homeBlocks.id, id)).for('update')
            return one(tx, row)
          },
          async insert(values, productIds, now) {
            // Two creations at once must not take the same position.
            await lockValue(tx, 'home-blocks:append')
            const position = await nextPosition(tx, homeBlocks)
            const [row] = await tx
              .insert(homeBlocks)
              .values({ ...values, position, createdAt: now, updatedAt: now })
              .returning()
            if (row === undefined) throw new Error('home block not inserted')
            await setProducts(tx, row.id, productIds)
            return (await one(tx, row)) as HomeBlockRecord
          },
          async update(id, version, values, productIds, now) {
            const row = await updateVersioned(tx, homeBlocks, id, version, {
              ...values,
              updatedAt: now,
            })
            if (row === null) return null
            await setProducts(tx, id, productIds)
            return one(tx, row)
          },
          async remove(id) {
            await tx.delete(homeBlocks).where(eq(homeBlocks.id, id))
          },
          mediaKind: (id) => mediaKindOf(tx, id),
          async existingProducts(ids) {
            if (ids.length === 0) return new Set()
            const rows = await tx
              .select({ id: showcaseProducts.id })
              .from(showcaseProducts)
              .where(inArray(showcaseProducts.id, [...ids]))
            return new Set(rows.map((row) => row.id))
          },
          audit: (entry) => recordAudit(tx, entry),
        }
        return work(unit)
      }),
  }
}
