import type { CategoryRecord, Page, Paging, ProductCardRecord, ProductDetail } from './catalog-records'

export type ProductStamp = { slug: string; updatedAt: Date; categorySlug: string; subCategorySlug: string | null }

export type ProductFilter = { categoryIds: readonly number[] | null }

export type ShowcaseCatalogRepository = {
  // Every category, parents and children, in display order (a few dozen rows at most).
  listCategories(): Promise<CategoryRecord[]>
  listProductCards(filter: ProductFilter, paging: Paging | null): Promise<Page<ProductCardRecord>>
  findProductBySlug(slug: string): Promise<ProductDetail | null>
  // For the sitemap: every product with its last change.
  listProductStamps(): Promise<ProductStamp[]>
}
