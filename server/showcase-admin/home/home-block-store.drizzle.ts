import { asc, eq, inArray } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore } from '../../platform/db/list-order'
import { positionedPage } from '../../platform/db/ordered-rows'
import { homeBlockProducts, homeBlocks, showcaseProducts } from '../../platform/db/schema-showcase'
import { deleteById, insertStamped, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { ListWindow } from '../../platform/shared/write-outcome'
import type { HomeBlockRecord, HomeBlockStore, HomeBlockUnit } from './home-block-store'
import { mediaKindOf, nextPosition, orderUnitOf } from './home-admin-sql.drizzle'

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

async function one(db: Database | Transaction, row: Row | null): Promise<HomeBlockRecord | null> {
  if (row === null) return null
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
  return listStore(db, homeBlocks, {
    whereOf: () => undefined,
    batch: async (window: ListWindow) => withProducts(db, await positionedPage(db, homeBlocks, window)),
    find: async (id) => one(db, await rowById(db, homeBlocks, id)),
    unit: homeBlockUnit,
  })
}

function homeBlockUnit(tx: Transaction): HomeBlockUnit {
  return {
    ...orderUnitOf(tx, homeBlocks),
    lock: async (id) => one(tx, await rowById(tx, homeBlocks, id, true)),
    async insert(values, productIds, now) {
      const position = await nextPosition(tx, homeBlocks, 'home-blocks:append')
      const row = await insertStamped(tx, homeBlocks, { ...values, position }, now, 'home block')
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
    remove: (id) => deleteById(tx, homeBlocks, id),
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
}
