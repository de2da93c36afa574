import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { memberEndpoint } from '../backoffice/resource-endpoints'
import { MessageWire } from '../wire-primitives'
import { showcaseResourceEndpoints } from './admin-endpoints'
import { AttributeListQuery, SHOWCASE_ATTRIBUTES } from './catalog-attributes'
import { CategoryListQuery, SHOWCASE_CATEGORIES } from './catalog-categories'
import {
  ProductListQuery,
  ProductPreviewWire,
  SHOWCASE_PRODUCTS,
  VariantAdminWire,
  VariantBody,
  VariantUpdateBody,
} from './catalog-products'

// The showcase catalogue's back-office endpoints on the Storefront API (decision 036), declared once
// (decision 053) from the resources' descriptors. A product's variants live under the product's path.

const api = 'storefront'
const variants = memberEndpoint(SHOWCASE_PRODUCTS, 'GET', 'variants').path
const variant = `${variants}/:variantId` as const

export const SHOWCASE_CATALOG_ENDPOINTS = {
  /** A handful of attributes, listed whole with their values. */
  attributes: showcaseResourceEndpoints(SHOWCASE_ATTRIBUTES, AttributeListQuery),
  /** The list is the whole tree, depth first. */
  categories: showcaseResourceEndpoints(SHOWCASE_CATEGORIES, CategoryListQuery),
  products: {
    ...showcaseResourceEndpoints(SHOWCASE_PRODUCTS, ProductListQuery),
    /** The public page's product, and whether it is published. */
    preview: memberEndpoint(SHOWCASE_PRODUCTS, 'GET', 'preview', { answer: ProductPreviewWire }),
  },
  /** A product's few variants, listed whole. */
  variants: {
    list: endpoint({ api, method: 'GET', path: variants, answer: v.array(VariantAdminWire) }),
    read: endpoint({ api, method: 'GET', path: variant, answer: VariantAdminWire }),
    create: endpoint({ api, method: 'POST', path: variants, body: VariantBody, answer: VariantAdminWire }),
    update: endpoint({ api, method: 'PUT', path: variant, body: VariantUpdateBody, answer: VariantAdminWire }),
    delete: endpoint({ api, method: 'DELETE', path: variant, answer: MessageWire }),
  },
}
