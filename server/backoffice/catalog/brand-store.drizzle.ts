import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm'
import type { BrandSort } from '../../../src/contract/backoffice/brands'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { brands, shops } from '../../platform/db/schema'
import { orders } from '../../platform/db/schema-portal'
import { readSettings } from '../settings/settings.public'
import type { BrandListRequest, BrandStore, BrandUnit } from './brand-store'
import { containsPattern, lockValue } from './catalog-sql.drizzle'

const sortColumns: Record<BrandSort, SQL | typeof brands.createdAt> = {
  name: frenchSortKey(brands.name),
  created_at: brands.createdAt,
  franco_qty: sql`${brands.francoQty}`,
  franco_price: sql`${brands.francoPrice}`,
}

function whereOf(request: BrandListRequest): SQL | undefined {
  const text = request.filters.text
  return text === null ? undefined : ilike(brands.name, containsPattern(text))
}

function orderOf(request: BrandListRequest): SQL[] {
  const direction = request.order === 'DESC' ? desc : asc
  return [direction(sortColumns[request.sort]), direction(brands.id)]
}

export function drizzleBrandStore(db: Database): BrandStore {
  const batch = (request: BrandListRequest) =>
    db
      .select()
      .from(brands)
      .where(whereOf(request))
      .orderBy(...orderOf(request))
      .limit(request.limit)
      .offset(request.start)
  return {
    async list(request) {
      const [items, [counted]] = await Promise.all([
        batch(request),
        db.select({ total: count() }).from(brands).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    batch,
    async find(id) {
      const [row] = await db.select().from(brands).where(eq(brands.id, id))
      return row ?? null
    },
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: BrandUnit = {
          async lock(id) {
            const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update')
            return row ?? null
          },
          async nameTaken(name, exceptId) {
            await lockValue(tx, `brand-name:${name.toLowerCase()}`)
            const sameName = sql`lower(${brands.name}) = lower(${name})`
            const others = exceptId === null ? sameName : and(sameName, ne(brands.id, exceptId))
            const [row] = await tx.select({ id: brands.id }).from(brands).where(others).limit(1)
            return row !== undefined
          },
          async defaultShippingFee() {
            return (await readSettings(tx)).defaultShippingFee
          },
          async insert(values, now) {
            const [row] = await tx
              .insert(brands)
              .values({ ...values, createdAt: now, updatedAt: now })
              .returning()
            if (row === undefined) throw new Error('brand not inserted')
            return row
          },
          async update(id, version, values, now) {
            const [row] = await tx
              .update(brands)
              .set({ ...values, updatedAt: now, version: sql`${brands.version} + 1` })
              .where(and(eq(brands.id, id), eq(brands.version, version)))
              .returning()
            return row ?? null
          },
          async usage(id) {
            const [shopCount] = await tx.select({ n: count() }).from(shops).where(eq(shops.brandId, id))
            const [orderCount] = await tx
              .select({ n: count() })
              .from(orders)
              .innerJoin(shops, eq(shops.id, orders.shopId))
              .where(eq(shops.brandId, id))
            return { shops: Number(shopCount?.n ?? 0), orders: Number(orderCount?.n ?? 0) }
          },
          async remove(id) {
            await tx.delete(brands).where(eq(brands.id, id))
          },
          audit: (entry) => recordAudit(tx, entry),
        }
        return work(unit)
      }),
  }
}
