import type { CategoryWire } from '../../../src/contract/backoffice/categories'
import type { CsvColumn } from '../../platform/http/csv-stream'
import type { CategoryView } from './category-store'

export const presentCategory = (category: CategoryView): CategoryWire => ({
  id: category.id,
  brand_id: category.brandId,
  brand_name: category.brandName,
  name: category.name,
  slug: category.slug,
  product_count: category.productCount,
  version: category.version,
  created_at: category.createdAt.toISOString(),
  updated_at: category.updatedAt.toISOString(),
})

export const CATEGORY_CSV_COLUMNS: readonly CsvColumn<CategoryView>[] = [
  { header: 'Identifiant', value: (category) => category.id },
  { header: 'Enseigne', value: (category) => category.brandName },
  { header: 'Nom', value: (category) => category.name },
  { header: 'Slug', value: (category) => category.slug },
  { header: 'Produits', value: (category) => category.productCount },
  { header: 'Créée le', value: (category) => category.createdAt },
  { header: 'Modifiée le', value: (category) => category.updatedAt },
]
