import { count, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { BrandSort } from '../../../src/contract/backoffice/brands'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { brands, shops } from '../../platform/db/schema'
import { orders } from '../../platform/db/schema-portal'
import {
  containsPattern,
  countRows,
  deleteById,
  insertStamped,
  rowById,
  valueTaken,
} from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import { readSettings } from '../settings/settings.public'
import type { BrandListRequest, BrandStore, BrandUnit } from './brand-store'

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

export function drizzleBrandStore(db: Database): BrandStore {
  const batch = (request: BrandListRequest) =>
    windowOf(db.select().from(brands).where(whereOf(request)).$dynamic(), request, sortColumns, brands.id)
  return listStore(db, brands, { whereOf, batch, find: (id) => rowById(db, brands, id), unit: brandUnit })
}

function brandUnit(tx: Transaction): BrandUnit {
  return {
    lock: (id) => rowById(tx, brands, id, true),
    nameTaken: (name, exceptId) =>
      valueTaken(tx, brands, brands.name, name, {
        lockKey: `brand-name:${name.toLowerCase()}`,
        exceptId,
        caseInsensitive: true,
      }),
    defaultShippingFee: async () => (await readSettings(tx)).defaultShippingFee,
    insert: (values, now) => insertStamped(tx, brands, values, now, 'brand'),
    update: (id, version, values, now) => updateVersioned(tx, brands, id, version, { ...values, updatedAt: now }),
    async usage(id) {
      const shopCount = await countRows(tx, shops, eq(shops.brandId, id))
      const [orderCount] = await tx
        .select({ n: count() })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(eq(shops.brandId, id))
      return { shops: shopCount, orders: Number(orderCount?.n ?? 0) }
    },
    remove: (id) => deleteById(tx, brands, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
