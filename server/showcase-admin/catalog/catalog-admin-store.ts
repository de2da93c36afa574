import type { ProductSort } from '../../../src/contract/showcase-admin/catalog-products'
import type { ParentLink } from '../../../src/domain/category-tree'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type {
  attributes,
  attributeValues,
  productVariants,
  showcaseCategories,
  showcaseProducts,
} from '../../platform/db/schema-showcase'
import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'
import type { ProductDetail } from '../../showcase/showcase.public'

// The showcase catalogue's storage, as the back office's use cases need it (decision 036). Every `run`
// is one transaction: its unit's writes and the audit record commit or roll back together.

export type CategoryRow = typeof showcaseCategories.$inferSelect
export type CategoryRecord = CategoryRow & { childCount: number; productCount: number }
export type CategoryValues = Omit<CategoryRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>

export type ProductRow = typeof showcaseProducts.$inferSelect
export type ProductRecord = ProductRow & { categoryName: string; variantCount: number }
export type ProductValues = Omit<ProductRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>
export type ProductFilters = { text: string | null; categoryId: number | null; published: boolean | null }
export type ProductListRequest = ListWindow & { filters: ProductFilters; sort: ProductSort }

export type AttributeRow = typeof attributes.$inferSelect
export type AttributeValueRow = typeof attributeValues.$inferSelect & { variantCount: number }
export type AttributeRecord = AttributeRow & { values: AttributeValueRow[] }
export type AttributeValues = Omit<AttributeRow, 'id' | 'version'>
export type ValueFields = { label: string; slug: string; position: number }

export type ValuePair = { attributeId: number; valueId: number }
export type VariantRow = typeof productVariants.$inferSelect
export type VariantRecord = VariantRow & { values: ValuePair[] }
export type VariantValues = Omit<VariantRow, 'id' | 'version' | 'productId'>

/** What every unit can check before a write. */
export type CatalogChecks = {
  /** Whether another record of that family has this slug; serialises the writers of one slug. */
  slugTaken(family: 'category' | 'product' | 'attribute', slug: string, exceptId: number | null): Promise<boolean>
  /** The ids among `ids` that are not images of the media library. */
  unknownImages(ids: readonly (number | null)[]): Promise<Set<number>>
  audit(entry: AuditEntry): Promise<void>
}

export type CategoryUnit = CatalogChecks &
  RowUnit<CategoryRecord, CategoryValues, CategoryValues> & {
    links(): Promise<ParentLink[]>
  }
export type CategoryStore = UnitStore<CategoryUnit> & {
  listAll(): Promise<CategoryRecord[]>
}

export type AttributeUnit = CatalogChecks & {
  lock(id: number): Promise<AttributeRecord | null>
  insert(values: AttributeValues): Promise<AttributeRow>
  update(id: number, version: number, values: AttributeValues): Promise<AttributeRow | null>
  insertValue(attributeId: number, fields: ValueFields): Promise<void>
  updateValue(valueId: number, fields: ValueFields): Promise<void>
  removeValues(valueIds: readonly number[]): Promise<void>
  remove(id: number): Promise<void>
  reread(id: number): Promise<AttributeRecord>
}
export type AttributeStore = UnitStore<AttributeUnit> & {
  listAll(text: string | null): Promise<AttributeRecord[]>
  find(id: number): Promise<AttributeRecord | null>
}

export type ProductUnit = CatalogChecks &
  RowUnit<ProductRecord, ProductValues, ProductValues> & {
    categoryLinks(): Promise<ParentLink[]>
  }
export type ProductStore = UnitStore<ProductUnit> & {
  list(request: ProductListRequest): Promise<ListPage<ProductRecord>>
  find(id: number): Promise<ProductRecord | null>
  /** The product as its public page shows it, published or not. */
  preview(id: number): Promise<ProductDetail | null>
}

export type VariantUnit = CatalogChecks & {
  productExists(productId: number): Promise<boolean>
  lock(productId: number, id: number): Promise<VariantRecord | null>
  referenceTaken(reference: string, exceptId: number | null): Promise<boolean>
  /** The attribute of each known value id. */
  attributesOfValues(valueIds: readonly number[]): Promise<Map<number, number>>
  insert(productId: number, values: VariantValues, pairs: readonly ValuePair[]): Promise<VariantRecord>
  update(id: number, version: number, values: VariantValues, pairs: readonly ValuePair[]): Promise<VariantRecord | null>
  remove(id: number): Promise<void>
  /** Unpublishes the product if it is published and has no variant left; whether it did (decision 070). */
  unpublishIfEmpty(productId: number, now: Date): Promise<boolean>
  /** A variant changes its product's public page: its `updated_at` moves (sitemap, caches). */
  touchProduct(productId: number, now: Date): Promise<void>
}
export type VariantStore = UnitStore<VariantUnit> & {
  list(productId: number): Promise<VariantRecord[] | null>
  find(productId: number, id: number): Promise<VariantRecord | null>
}
