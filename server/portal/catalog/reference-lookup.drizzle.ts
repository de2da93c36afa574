import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { QuickOrderProduct } from '../../../src/domain/quick-order'
import type { Database } from '../../platform/db/database'
import { quantityRuleColumns } from '../../platform/db/product-option-projection'
import { productOptions, products } from '../../platform/db/schema-portal'
import { brandOfShop } from './catalog-sql'

// Quick order: the shop's brand's products by reference, inactive ones included so that the answer
// can say "n'est plus disponible" rather than "référence inconnue".
export async function productsByReferenceKeys(
  db: Database,
  shopId: number,
  keys: readonly string[],
): Promise<QuickOrderProduct[]> {
  if (keys.length === 0) return []
  const rows = await db
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      active: products.active,
      optionId: productOptions.id,
      optionActive: productOptions.active,
      ...quantityRuleColumns,
    })
    .from(products)
    .leftJoin(productOptions, eq(productOptions.productId, products.id))
    .where(
      and(sql`${products.brandId} = ${brandOfShop(shopId)}`, inArray(sql`upper(${products.reference})`, [...keys])),
    )
    .orderBy(asc(products.id), asc(productOptions.id))
  const byId = new Map<number, QuickOrderProduct & { options: QuickOrderProduct['options'][number][] }>()
  for (const row of rows) {
    const product = byId.get(row.id) ?? {
      id: row.id,
      reference: row.reference,
      name: row.name,
      active: row.active,
      options: [],
    }
    byId.set(row.id, product)
    if (row.optionId === null || row.optionActive === null) continue
    product.options.push({
      id: row.optionId,
      active: row.optionActive,
      rule: { minimum: row.minimumQuantity ?? 1, multiple: row.packMultiple ?? 1 },
    })
  }
  return [...byId.values()]
}
