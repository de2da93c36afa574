import type { Database } from '../../../server/platform/db/database'
import { categories, productOptions, products } from '../../../server/platform/db/schema-portal'

let sequence = 0
const next = () => ++sequence

export async function aCategory(
  db: Database,
  brandId: number,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = next()
  const [row] = await db
    .insert(categories)
    .values({ brandId, name: `Catégorie ${n}`, slug: `categorie-${n}`, ...overrides })
    .returning()
  if (row === undefined) throw new Error('category not inserted')
  return row
}

type OptionOverrides = Partial<Omit<typeof productOptions.$inferInsert, 'productId'>>
type ProductOverrides = Partial<Omit<typeof products.$inferInsert, 'brandId'>> & { options?: OptionOverrides[] }

// A custom product with its option values; by default one option: 1,20 € HT, minimum 100, by 50.
export async function aProduct(db: Database, brandId: number, overrides: ProductOverrides = {}) {
  const { options = [{}], ...columns } = overrides
  const n = next()
  const [product] = await db
    .insert(products)
    .values({ brandId, name: `Produit ${n}`, reference: `REF-${n}`, description: `Description ${n}`, ...columns })
    .returning()
  if (product === undefined) throw new Error('product not inserted')
  const inserted = await db
    .insert(productOptions)
    .values(
      options.map((option, index) => ({
        label: `Option ${n}.${index + 1}`,
        unitPrice: 120,
        minimumQuantity: 100,
        packMultiple: 50,
        ...option,
        productId: product.id,
      })),
    )
    .returning()
  return { ...product, options: inserted }
}
