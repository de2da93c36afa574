import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/database'
import {
  attributes,
  attributeValues,
  media,
  productVariants,
  showcaseCategories,
  showcaseProducts,
  variantAttributeValues,
} from '../../platform/db/schema-showcase'
import { textOfHtml } from '../../platform/shared/rich-text'

// What a catalogue's PDF is made of, read from the database: the catalogue's text and cover, and
// the published products it chooses (in the site's order) with their variants: those of its chosen
// categories (as category or sub-category) and its chosen products; none chosen, the whole showcase
// catalogue (docs/decisions/049-catalogue-pdfs.md, addendum).
// Pictures are referenced by media key; their bytes are read from the file storage when rendering.
export type BrochureImage = { key: string; alt: string; widths: number[] }
export type BrochureSourceVariant = {
  reference: string
  sizeMm: (number | null)[]
  attributes: { name: string; value: string }[]
  image: BrochureImage | null
}
export type BrochureSource = {
  title: string
  sector: string
  description: string
  cover: BrochureImage | null
  products: { name: string; category: string; description: string; variants: BrochureSourceVariant[] }[]
}
export type CatalogueHead = {
  title: string
  sector: string
  description: string
  coverId: number | null
  categoryIds: readonly number[]
  productIds: readonly number[]
}

function chosenBy(catalogue: CatalogueHead): SQL | undefined {
  const { categoryIds, productIds } = catalogue
  if (categoryIds.length === 0 && productIds.length === 0) return undefined
  return or(
    ...(categoryIds.length === 0
      ? []
      : [
          inArray(showcaseProducts.categoryId, [...categoryIds]),
          inArray(showcaseProducts.subCategoryId, [...categoryIds]),
        ]),
    ...(productIds.length === 0 ? [] : [inArray(showcaseProducts.id, [...productIds])]),
  )
}

const imageColumns = { id: media.id, key: media.key, alt: media.alt, renditions: media.renditions }

export async function loadBrochureSource(db: Database, catalogue: CatalogueHead): Promise<BrochureSource> {
  const category = alias(showcaseCategories, 'category')
  const products = await db
    .select({
      id: showcaseProducts.id,
      name: showcaseProducts.name,
      html: showcaseProducts.descriptionHtml,
      category: category.name,
    })
    .from(showcaseProducts)
    .innerJoin(category, eq(category.id, showcaseProducts.categoryId))
    .where(and(eq(showcaseProducts.published, true), chosenBy(catalogue)))
    .orderBy(asc(category.position), asc(showcaseProducts.position), asc(showcaseProducts.id))
  const productIds = products.map((product) => product.id)
  const variants =
    productIds.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, productIds))
          .orderBy(asc(productVariants.position), asc(productVariants.id))
  const variantIds = variants.map((variant) => variant.id)
  const values =
    variantIds.length === 0
      ? []
      : await db
          .select({ variantId: variantAttributeValues.variantId, name: attributes.name, value: attributeValues.label })
          .from(variantAttributeValues)
          .innerJoin(attributes, eq(attributes.id, variantAttributeValues.attributeId))
          .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
          .where(inArray(variantAttributeValues.variantId, variantIds))
          .orderBy(asc(attributes.position), asc(attributes.id))
  const imageIds = [catalogue.coverId, ...variants.map((variant) => variant.imageId)].filter(
    (id): id is number => id !== null,
  )
  const images = new Map(
    (imageIds.length === 0 ? [] : await db.select(imageColumns).from(media).where(inArray(media.id, imageIds))).map(
      (row) => [row.id, { key: row.key, alt: row.alt, widths: row.renditions.map((rendition) => rendition.width) }],
    ),
  )
  const imageOf = (id: number | null) => (id === null ? null : (images.get(id) ?? null))
  return {
    title: catalogue.title,
    sector: catalogue.sector,
    description: catalogue.description,
    cover: imageOf(catalogue.coverId),
    products: products.map((product) => ({
      name: product.name,
      category: product.category,
      description: product.html,
      variants: variants
        .filter((variant) => variant.productId === product.id)
        .map((variant) => ({
          reference: variant.reference,
          sizeMm: [variant.widthMm, variant.heightMm, variant.depthMm],
          attributes: values
            .filter((value) => value.variantId === variant.id)
            .map(({ name, value }) => ({ name, value })),
          image: imageOf(variant.imageId),
        })),
    })),
  }
}

/** The description's paragraphs as plain text. */
export function paragraphsOfHtml(html: string): string[] {
  return html
    .split(/<\/(?:p|h2|h3|li|blockquote)>|<br\s*\/?>/i)
    .map((part) => textOfHtml(part))
    .filter((part) => part !== '')
}
