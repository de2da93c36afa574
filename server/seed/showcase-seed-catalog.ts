import type { Database } from '../platform/db/database'
import {
  attributes,
  attributeValues,
  productVariants,
  showcaseCategories,
  showcaseProducts,
  variantAttributeValues,
} from '../platform/db/schema-showcase'
import { plainTextToHtml, summarise } from '../platform/shared/rich-text'
import { optionalImage, type SeedMediaStore } from './showcase-seed-media'
import type { ShowcaseContent } from './showcase-seed-content'

const PRODUCT_EXCERPT_LENGTH = 160

// Categories (two levels), attributes and products with their variants. Returns the product ids
// by slug for the home blocks that highlight products.
export async function seedCatalog(
  tx: Database,
  store: SeedMediaStore,
  content: ShowcaseContent,
): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>()
  for (const [index, category] of [...content.categories].sort((a, b) => a.order - b.order).entries()) {
    const imageId = await optionalImage(store, category.imageKey, category.name)
    const parentId = await insertCategory(tx, {
      slug: category.slug,
      name: category.name,
      description: category.description,
      imageId,
      position: index + 1,
      parentId: null,
    })
    categoryIds.set(category.slug, parentId)
    for (const [subIndex, sub] of category.subcategories.entries()) {
      const subImageId = await optionalImage(store, sub.imageKey, sub.name)
      categoryIds.set(
        sub.slug,
        await insertCategory(tx, { ...sub, imageId: subImageId, position: subIndex + 1, parentId }),
      )
    }
  }

  const attributeIds = new Map<string, { id: number; values: Map<string, { id: number; label: string }> }>()
  for (const [index, attribute] of content.attributes.entries()) {
    const [row] = await tx
      .insert(attributes)
      .values({ slug: attribute.slug, name: attribute.name, position: index + 1 })
      .returning({ id: attributes.id })
    if (row === undefined) throw new Error(`attribute ${attribute.slug} not inserted`)
    const values = new Map<string, { id: number; label: string }>()
    for (const [valueIndex, value] of attribute.values.entries()) {
      const [valueRow] = await tx
        .insert(attributeValues)
        .values({ attributeId: row.id, slug: value.slug, label: value.value, position: valueIndex + 1 })
        .returning({ id: attributeValues.id })
      if (valueRow === undefined) throw new Error(`attribute value ${value.slug} not inserted`)
      values.set(value.slug, { id: valueRow.id, label: value.value })
    }
    attributeIds.set(attribute.slug, { id: row.id, values })
  }

  const productIds = new Map<string, number>()
  for (const [index, product] of content.products.entries()) {
    const categoryId = required(categoryIds, product.categorySlug, 'catégorie')
    const subCategoryId =
      product.subCategorySlug === undefined ? null : required(categoryIds, product.subCategorySlug, 'sous-catégorie')
    const [row] = await tx
      .insert(showcaseProducts)
      .values({
        slug: product.slug,
        name: product.name,
        excerpt: summarise(product.description, PRODUCT_EXCERPT_LENGTH),
        descriptionHtml: plainTextToHtml(product.description),
        categoryId,
        subCategoryId,
        position: index + 1,
        minOrderQuantity: product.minOrderQuantity ?? null,
        leadTime: product.leadTime,
        finishes: product.finishes,
      })
      .returning({ id: showcaseProducts.id })
    if (row === undefined) throw new Error(`product ${product.slug} not inserted`)
    productIds.set(product.slug, row.id)
    for (const [variantIndex, variant] of product.variants.entries()) {
      const labels = Object.entries(variant.attributeValues).map(
        ([attributeSlug, valueSlug]) => attributeIds.get(attributeSlug)?.values.get(valueSlug)?.label,
      )
      const alt = [product.name, ...labels.filter((label) => label !== undefined)].join(', ')
      const imageId = await optionalImage(store, variant.imageKey, alt)
      const [variantRow] = await tx
        .insert(productVariants)
        .values({
          productId: row.id,
          reference: variant.reference,
          widthMm: variant.widthMm,
          heightMm: variant.heightMm,
          depthMm: variant.depthMm,
          imageId,
          position: variantIndex + 1,
        })
        .returning({ id: productVariants.id })
      if (variantRow === undefined) throw new Error(`variant ${variant.reference} not inserted`)
      for (const [attributeSlug, valueSlug] of Object.entries(variant.attributeValues)) {
        const attribute = attributeIds.get(attributeSlug)
        const value = attribute?.values.get(valueSlug)
        if (attribute === undefined || value === undefined)
          throw new Error(`Variante ${variant.reference} : valeur inconnue ${attributeSlug}=${valueSlug}`)
        await tx
          .insert(variantAttributeValues)
          .values({ variantId: variantRow.id, attributeId: attribute.id, attributeValueId: value.id })
      }
    }
  }
  return productIds
}

type CategoryInput = {
  slug: string
  name: string
  description: string
  imageId: number | null
  position: number
  parentId: number | null
}

async function insertCategory(tx: Database, category: CategoryInput): Promise<number> {
  const [row] = await tx
    .insert(showcaseCategories)
    .values({
      slug: category.slug,
      name: category.name,
      description: category.description,
      imageId: category.imageId,
      position: category.position,
      parentId: category.parentId,
    })
    .returning({ id: showcaseCategories.id })
  if (row === undefined) throw new Error(`category ${category.slug} not inserted`)
  return row.id
}

function required(ids: Map<string, number>, slug: string, what: string): number {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`Contenu de démonstration : ${what} inconnue « ${slug} »`)
  return id
}
