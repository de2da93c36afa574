import { and, eq, exists, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { shops } from '../../platform/db/schema'
import { productOptions, products } from '../../platform/db/schema-portal'
import type { Database } from '../../platform/db/database'

// SQL fragments shared by the catalogue queries.

export function brandOfShop(shopId: number | Placeholder): SQL {
  return sql`(select ${shops.brandId} from ${shops} where ${shops.id} = ${shopId})`
}

// Orderable: the product is active and has at least one active option.
export function orderableProduct(db: Pick<Database, 'select'>, shopId: number): SQL {
  const activeOption = db
    .select({ one: sql`1` })
    .from(productOptions)
    .where(and(eq(productOptions.productId, products.id), eq(productOptions.active, true)))
  return and(sql`${products.brandId} = ${brandOfShop(shopId)}`, eq(products.active, true), exists(activeOption)) as SQL
}
