import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import {
  attributes,
  attributeValues,
  productVariants,
  showcaseCategories,
  showcaseProducts,
  variantAttributeValues,
} from '../../platform/db/schema-showcase'
import { imageOf, loadImages } from '../../platform/media/media.public'
import type { ProductAttribute, ProductDetail, ProductVariant } from './catalog-records'
import type { ShowcaseCatalogRepository } from './catalog-repository'
import { productCategoryFilter, selectProductCards } from './product-cards.drizzle'

export function drizzleShowcaseCatalogRepository(db: Database): ShowcaseCatalogRepository {
  return {
    async listCategories() {
      const rows = await db
        .select()
        .from(showcaseCategories)
        .orderBy(asc(showcaseCategories.position), asc(showcaseCategories.id))
      const images = await loadImages(
        db,
        rows.flatMap((row) => [row.imageId, row.seoImageId]),
      )
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parentId,
        slug: row.slug,
        name: row.name,
        description: row.description,
        image: imageOf(images, row.imageId),
        updatedAt: row.updatedAt,
        seo: { title: row.seoTitle, description: row.seoDescription, image: imageOf(images, row.seoImageId) },
      }))
    },

    listProductCards(filter, paging) {
      return selectProductCards(db, productCategoryFilter(filter.categoryIds), paging)
    },

    findProductBySlug: (slug) => loadProductDetail(db, eq(showcaseProducts.slug, slug), false),

    async listProductStamps() {
      const rows = await db
        .select({
          slug: showcaseProducts.slug,
          updatedAt: showcaseProducts.updatedAt,
          categoryId: showcaseProducts.categoryId,
          subCategoryId: showcaseProducts.subCategoryId,
        })
        .from(showcaseProducts)
        .where(eq(showcaseProducts.published, true))
        .orderBy(asc(showcaseProducts.position), asc(showcaseProducts.id))
      const categories = await db
        .select({ id: showcaseCategories.id, slug: showcaseCategories.slug })
        .from(showcaseCategories)
      const slugOf = new Map(categories.map((category) => [category.id, category.slug]))
      return rows.map((row) => ({
        slug: row.slug,
        updatedAt: row.updatedAt,
        categorySlug: slugOf.get(row.categoryId) ?? '',
        subCategorySlug: row.subCategoryId === null ? null : (slugOf.get(row.subCategoryId) ?? null),
      }))
    },
  }
}

/** The product as its public page shows it, published or not: the back office's preview (decision 036). */
export const findProductPreview = (db: Database, id: number) => loadProductDetail(db, eq(showcaseProducts.id, id), true)

async function loadProductDetail(db: Database, where: SQL, withUnpublished: boolean): Promise<ProductDetail | null> {
  const { items } = await selectProductCards(db, where, null, { withUnpublished })
  const card = items[0]
  if (card === undefined) return null
  const [product] = await db
    .select({
      id: showcaseProducts.id,
      descriptionHtml: showcaseProducts.descriptionHtml,
      updatedAt: showcaseProducts.updatedAt,
      published: showcaseProducts.published,
      seoTitle: showcaseProducts.seoTitle,
      seoDescription: showcaseProducts.seoDescription,
      seoImageId: showcaseProducts.seoImageId,
      minOrderQuantity: showcaseProducts.minOrderQuantity,
      leadTime: showcaseProducts.leadTime,
      finishes: showcaseProducts.finishes,
    })
    .from(showcaseProducts)
    .where(where)
  if (product === undefined) return null
  const { variants, attributes: used } = await loadVariants(db, product.id)
  const seoImage = imageOf(await loadImages(db, [product.seoImageId]), product.seoImageId)
  return {
    ...card,
    descriptionHtml: product.descriptionHtml,
    updatedAt: product.updatedAt,
    published: product.published,
    seo: { title: product.seoTitle, description: product.seoDescription, image: seoImage },
    attributes: used,
    variants,
    minOrderQuantity: product.minOrderQuantity,
    leadTime: product.leadTime,
    finishes: product.finishes,
  }
}

// Variants with their attribute values; the attributes listed are only those the variants use,
// in the attributes' own order, so that the variant picker never offers a dead choice.
async function loadVariants(
  db: Database,
  productId: number,
): Promise<{ variants: ProductVariant[]; attributes: ProductAttribute[] }> {
  const variantRows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
  const variantIds = variantRows.map((row) => row.id)
  const valueRows =
    variantIds.length === 0
      ? []
      : await db
          .select({
            variantId: variantAttributeValues.variantId,
            attributeSlug: attributes.slug,
            attributeName: attributes.name,
            valueSlug: attributeValues.slug,
            valueLabel: attributeValues.label,
          })
          .from(variantAttributeValues)
          .innerJoin(attributes, eq(attributes.id, variantAttributeValues.attributeId))
          .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
          .where(inArray(variantAttributeValues.variantId, variantIds))
          .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id))
  const images = await loadImages(
    db,
    variantRows.map((row) => row.imageId),
  )

  const used = new Map<string, ProductAttribute>()
  const valuesByVariant = new Map<number, Record<string, string>>()
  for (const row of valueRows) {
    const attribute = used.get(row.attributeSlug) ?? { slug: row.attributeSlug, name: row.attributeName, values: [] }
    used.set(row.attributeSlug, attribute)
    if (!attribute.values.some((value) => value.slug === row.valueSlug))
      attribute.values.push({ slug: row.valueSlug, label: row.valueLabel })
    const chosen = valuesByVariant.get(row.variantId) ?? {}
    chosen[row.attributeSlug] = row.valueSlug
    valuesByVariant.set(row.variantId, chosen)
  }
  const variants = variantRows.map((row) => ({
    id: row.id,
    reference: row.reference,
    attributeValues: valuesByVariant.get(row.id) ?? {},
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    depthMm: row.depthMm,
    image: imageOf(images, row.imageId),
  }))
  return { variants, attributes: [...used.values()] }
}
