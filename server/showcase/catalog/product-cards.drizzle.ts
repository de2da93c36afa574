import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/database'
import { productVariants, showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import { countRows } from '../../platform/db/table-rows'
import { imageOf, loadImages } from '../../platform/media/media.public'
import type { Page, Paging, ProductCardRecord } from './catalog-records'

const category = alias(showcaseCategories, 'category')
const subCategory = alias(showcaseCategories, 'sub_category')

export function productCategoryFilter(categoryIds: readonly number[] | null): SQL | undefined {
  if (categoryIds === null) return undefined
  if (categoryIds.length === 0) return eq(showcaseProducts.id, -1)
  return or(
    inArray(showcaseProducts.categoryId, [...categoryIds]),
    inArray(showcaseProducts.subCategoryId, [...categoryIds]),
  )
}

// An unpublished product is in no public list, page, count or sitemap (decision 036); only the back
// office's preview reads it (`withUnpublished`).
const publishedOnly = (where: SQL | undefined) => and(eq(showcaseProducts.published, true), where)

// Product cards with their category references and their image: the product's own, else the first one
// among its variants'.
export async function selectProductCards(
  db: Database,
  filter: SQL | undefined,
  paging: Paging | null,
  options: { withUnpublished?: boolean } = {},
): Promise<Page<ProductCardRecord>> {
  const where = options.withUnpublished === true ? filter : publishedOnly(filter)
  const base = db
    .select({
      id: showcaseProducts.id,
      slug: showcaseProducts.slug,
      name: showcaseProducts.name,
      excerpt: showcaseProducts.excerpt,
      imageId: showcaseProducts.imageId,
      categorySlug: category.slug,
      categoryName: category.name,
      subCategorySlug: subCategory.slug,
      subCategoryName: subCategory.name,
    })
    .from(showcaseProducts)
    .innerJoin(category, eq(category.id, showcaseProducts.categoryId))
    .leftJoin(subCategory, eq(subCategory.id, showcaseProducts.subCategoryId))
    .where(where)
    .orderBy(asc(showcaseProducts.position), asc(showcaseProducts.id))
    .$dynamic()
  const rows = paging === null ? await base : await base.limit(paging.limit).offset(paging.start)
  const total = paging === null ? rows.length : await countRows(db, showcaseProducts, where)
  const variantImageIds = await firstVariantImages(
    db,
    rows.filter((row) => row.imageId === null).map((row) => row.id),
  )
  // The product's own image first, else the first variant's that has one, else none.
  const imageIds = new Map(rows.map((row) => [row.id, row.imageId ?? variantImageIds.get(row.id) ?? null]))
  const images = await loadImages(db, [...imageIds.values()])
  const items = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    excerpt: row.excerpt,
    image: imageOf(images, imageIds.get(row.id) ?? null),
    category: { slug: row.categorySlug, name: row.categoryName },
    subCategory:
      row.subCategorySlug === null || row.subCategoryName === null
        ? null
        : { slug: row.subCategorySlug, name: row.subCategoryName },
  }))
  return { items, total }
}

async function firstVariantImages(db: Database, productIds: number[]): Promise<Map<number, number>> {
  const firsts = new Map<number, number>()
  if (productIds.length === 0) return firsts
  const rows = await db
    .select({ productId: productVariants.productId, imageId: productVariants.imageId })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNotNull(productVariants.imageId)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id))
  for (const row of rows) if (row.imageId !== null && !firsts.has(row.productId)) firsts.set(row.productId, row.imageId)
  return firsts
}
