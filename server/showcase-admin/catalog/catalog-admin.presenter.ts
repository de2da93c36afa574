import type { AttributeAdminWire } from '../../../src/contract/showcase-admin/catalog-attributes'
import type { CategoryAdminWire } from '../../../src/contract/showcase-admin/catalog-categories'
import type { ProductAdminWire, VariantAdminWire } from '../../../src/contract/showcase-admin/catalog-products'
import type { AttributeRecord, ProductRecord, VariantRecord } from './catalog-admin-store'
import type { CategoryEntry } from './category.use-cases'

// The contract's shapes (src/contract/storefront-admin/catalog-*.ts): snake_case on the wire.

export const presentCategory = ({ category, depth }: CategoryEntry): CategoryAdminWire => ({
  id: category.id,
  parent_id: category.parentId,
  depth,
  position: category.position,
  name: category.name,
  slug: category.slug,
  description: category.description,
  image_id: category.imageId,
  seo_title: category.seoTitle,
  seo_description: category.seoDescription,
  seo_image_id: category.seoImageId,
  child_count: category.childCount,
  product_count: category.productCount,
  version: category.version,
  created_at: category.createdAt.toISOString(),
  updated_at: category.updatedAt.toISOString(),
})

export const presentAttribute = (attribute: AttributeRecord): AttributeAdminWire => ({
  id: attribute.id,
  name: attribute.name,
  slug: attribute.slug,
  position: attribute.position,
  values: attribute.values.map((value) => ({
    id: value.id,
    label: value.label,
    slug: value.slug,
    position: value.position,
    variant_count: value.variantCount,
  })),
  version: attribute.version,
})

export const presentProduct = (product: ProductRecord): ProductAdminWire => ({
  id: product.id,
  name: product.name,
  slug: product.slug,
  excerpt: product.excerpt,
  description_html: product.descriptionHtml,
  category_id: product.categoryId,
  category_name: product.categoryName,
  sub_category_id: product.subCategoryId,
  image_id: product.imageId,
  position: product.position,
  published: product.published,
  seo_title: product.seoTitle,
  seo_description: product.seoDescription,
  seo_image_id: product.seoImageId,
  variant_count: product.variantCount,
  min_order_quantity: product.minOrderQuantity,
  lead_time: product.leadTime,
  finishes: product.finishes,
  version: product.version,
  created_at: product.createdAt.toISOString(),
  updated_at: product.updatedAt.toISOString(),
})

export const presentVariant = (variant: VariantRecord): VariantAdminWire => ({
  id: variant.id,
  product_id: variant.productId,
  reference: variant.reference,
  width_mm: variant.widthMm,
  height_mm: variant.heightMm,
  depth_mm: variant.depthMm,
  image_id: variant.imageId,
  position: variant.position,
  attribute_values: variant.values.map((pair) => ({ attribute_id: pair.attributeId, value_id: pair.valueId })),
  version: variant.version,
})
