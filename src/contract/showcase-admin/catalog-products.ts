import * as v from 'valibot'
import { CATALOG_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import {
  type AdminResource,
  withVersion,
  RecordStampEntries,
  storefrontResource,
  sortedListQuery,
} from '../backoffice/backoffice-shapes'
import {
  Blank,
  booleanField,
  chosenId,
  optionalIntegerIn,
  requiredText,
  textOrEmpty,
} from '../backoffice/catalog-fields'
import { ProductWire } from '../showcase/catalog'
import { Id, LineText, QueryId } from '../wire-primitives'
import { optionalSlug, positionField, SeoWireEntries, seoEntries } from './catalog-admin-fields'
import { optionalMediaId } from './home-fields'
import { PRODUCT_SORTS } from './list-sorts'
import { ProductEssentialsAdminEntries, productEssentialsEntries } from './product-essentials-fields'

// Products of the showcase back office (decision 036): GET /admin/products (paging, sort, q, filters
// category_id — the category or its subcategory — and published), GET/POST, GET/PUT/DELETE
// /admin/products/{id}, and GET /admin/products/{id}/preview: the public ProductWire
// (src/contract/showcase/catalog.ts), published or not.
// Variants: GET/POST /admin/products/{id}/variants, GET/PUT/DELETE /admin/products/{id}/variants/{variantId}.

export const ProductAdminWire = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  excerpt: v.string(),
  description_html: v.string(),
  category_id: Id,
  category_name: v.string(),
  sub_category_id: v.nullable(Id),
  /** The product's own picture: cards and the public page show it before any variant's. */
  image_id: v.nullable(Id),
  position: v.number(),
  published: v.boolean(),
  ...SeoWireEntries,
  variant_count: v.number(),
  ...ProductEssentialsAdminEntries,
  ...RecordStampEntries,
})
export type ProductAdminWire = v.InferOutput<typeof ProductAdminWire>

const productEntries = {
  name: requiredText(200, M.nameTooLong),
  slug: optionalSlug(),
  excerpt: textOrEmpty(500, M.excerptTooLong, true),
  // Sanitised by the server on write (server/platform/shared/rich-text.ts).
  description_html: textOrEmpty(20_000, M.descriptionTooLong, true),
  category_id: chosenId(M.categoryRequired),
  sub_category_id: v.optional(v.union([Blank, chosenId(M.subCategoryNotChild)], M.subCategoryNotChild), null),
  image_id: optionalMediaId(M.imageUnknown),
  position: positionField(),
  // A new product has no variant yet, so it starts unpublished; publishing one without variants is
  // refused by the server (server/showcase-admin/catalog/catalog-admin-rules.ts).
  published: v.optional(booleanField(), false),
  ...seoEntries,
  ...productEssentialsEntries,
}

export const ProductBody = v.object(productEntries)
export type ProductBody = v.InferOutput<typeof ProductBody>
export const ProductUpdateBody = withVersion(productEntries)
export type ProductUpdateBody = v.InferOutput<typeof ProductUpdateBody>

export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const ProductListQuery = sortedListQuery(PRODUCT_SORTS, {
  category_id: v.optional(QueryId),
  published: v.optional(v.pipe(LineText, v.picklist(['true', 'false']))),
})
export type ProductListQuery = v.InferOutput<typeof ProductListQuery>

export const SHOWCASE_PRODUCTS = storefrontResource('/admin/products', 'vitrine_product', {
  item: ProductAdminWire,
  createBody: ProductBody,
  updateBody: ProductUpdateBody,
})

/** GET /admin/products/{id}/preview: the public page's product, and whether it is published. */
export const ProductPreviewWire = v.object({ ...ProductWire.entries, published: v.boolean() })
export type ProductPreviewWire = v.InferOutput<typeof ProductPreviewWire>
export const PRODUCT_PREVIEWS: AdminResource<typeof ProductPreviewWire, typeof ProductBody, typeof ProductUpdateBody> =
  {
    ...SHOWCASE_PRODUCTS,
    item: ProductPreviewWire,
  }

export const VariantAdminWire = v.object({
  id: Id,
  product_id: Id,
  reference: v.string(),
  width_mm: v.nullable(v.number()),
  height_mm: v.nullable(v.number()),
  depth_mm: v.nullable(v.number()),
  image_id: v.nullable(Id),
  position: v.number(),
  /** One value per attribute. */
  attribute_values: v.array(v.object({ attribute_id: Id, value_id: Id })),
  version: Id,
})
export type VariantAdminWire = v.InferOutput<typeof VariantAdminWire>

const size = () => optionalIntegerIn(0, 100_000, { low: M.sizeRange, high: M.sizeRange })

const variantEntries = {
  reference: requiredText(60, M.referenceTooLong),
  width_mm: size(),
  height_mm: size(),
  depth_mm: size(),
  image_id: optionalMediaId(M.imageUnknown),
  position: positionField(),
  attribute_values: v.optional(
    v.pipe(
      v.array(
        v.object({
          attribute_id: chosenId(M.attributeRequired),
          value_id: chosenId(M.attributeValueRequired),
        }),
      ),
      v.maxLength(50),
    ),
    [],
  ),
}

export const VariantBody = v.object(variantEntries)
export type VariantBody = v.InferOutput<typeof VariantBody>
export const VariantUpdateBody = withVersion(variantEntries)
export type VariantUpdateBody = v.InferOutput<typeof VariantUpdateBody>

/** The variants of one product, as a resource of its own for the generic gateway. */
export const productVariantsResource = (
  productId: number,
): AdminResource<typeof VariantAdminWire, typeof VariantBody, typeof VariantUpdateBody> => ({
  path: `/admin/products/${productId}/variants`,
  surface: 'storefront',
  entity: 'vitrine_variant',
  item: VariantAdminWire,
  createBody: VariantBody,
  updateBody: VariantUpdateBody,
})
