import type * as v from 'valibot'
import { ADMINISTRATORS, AdministratorListQuery } from '../../../src/contract/backoffice/administrators'
import { BulkBody } from '../../../src/contract/backoffice/backoffice-shapes'
import { BRANDS, BrandListQuery } from '../../../src/contract/backoffice/brands'
import { CATEGORIES, CategoryListQuery } from '../../../src/contract/backoffice/categories'
import { CUSTOMERS, CustomerListQuery } from '../../../src/contract/backoffice/customers'
import { AdminOrderBulkBody, AdminOrderListQuery, OrderMoveBody } from '../../../src/contract/backoffice/orders'
import { PRODUCTS, ProductListQuery } from '../../../src/contract/backoffice/products'
import { SettingsUpdateBody } from '../../../src/contract/backoffice/settings'
import { ChangePasswordBody, ForgotPasswordBody, ResetPasswordBody } from '../../../src/contract/portal/account'
import { LoginBody, RefreshTokenBody } from '../../../src/contract/portal/auth'
import { CartDetailsBody, StoreLineBody } from '../../../src/contract/portal/cart'
import { ProductsQuery } from '../../../src/contract/portal/catalog'
import { OrderListQuery } from '../../../src/contract/portal/orders'
import { SsoLoginBody } from '../../../src/contract/portal/sso-auth'
import { ValidationDecisionBody, ValidationLineBody, ValidationListQuery } from '../../../src/contract/portal/validation'
import { ExchangeSsoBody } from '../../../src/contract/showcase-admin/auth'
import { ListQuery } from '../../../src/contract/showcase/list-query'
import { ContactBody } from '../../../src/contract/showcase/submissions'
import { ECOMMERCE_USERS, SHOWCASE_ADMINISTRATORS } from '../../../src/contract/showcase-admin/accounts'
import { ARTICLES, BLOG_CATEGORIES } from '../../../src/contract/showcase-admin/blog'
import { SHOWCASE_ATTRIBUTES } from '../../../src/contract/showcase-admin/catalog-attributes'
import { SHOWCASE_CATEGORIES } from '../../../src/contract/showcase-admin/catalog-categories'
import { SHOWCASE_PRODUCTS } from '../../../src/contract/showcase-admin/catalog-products'
import { CATALOGUES } from '../../../src/contract/showcase-admin/catalogues'
import { HOME_BLOCKS } from '../../../src/contract/showcase-admin/home-blocks'
import { APPLICATIONS } from '../../../src/contract/showcase-admin/job-applications'
import { JOBS } from '../../../src/contract/showcase-admin/jobs'
import { PARTNERS } from '../../../src/contract/showcase-admin/partners'

export type EndpointSchemas = { body?: v.GenericSchema; query?: v.GenericSchema }

// Which contract schema describes the body or the query of each route ("METHOD /path" as the app
// registers it, prefix included). A route missing here still gets fuzzed, with arbitrary JSON.
const P = '/portal-api'
const S = '/storefront-api'
const entries: [string, EndpointSchemas][] = [
  [`POST ${P}/login`, { body: LoginBody }],
  [`POST ${P}/admin/login`, { body: LoginBody }],
  [`POST ${P}/admin/sso/vitrine/login`, { body: SsoLoginBody }],
  [`POST ${P}/refresh-token`, { body: RefreshTokenBody }],
  [`POST ${P}/admin/logout`, { body: RefreshTokenBody }],
  [`POST ${P}/logout`, { body: RefreshTokenBody }],
  [`POST ${P}/forgot-password`, { body: ForgotPasswordBody }],
  [`POST ${P}/change-password`, { body: ChangePasswordBody }],
  [`POST ${P}/reset-password`, { body: ResetPasswordBody }],
  [`POST ${P}/api/carts/customized-product/store/:productId`, { body: StoreLineBody }],
  [`POST ${P}/api/carts/customized-product/store/:id`, { body: StoreLineBody }],
  [`POST ${P}/api/shop/store`, { body: CartDetailsBody }],
  [`GET ${P}/api/carts`, { query: OrderListQuery }],
  [`GET ${P}/api/customized-products`, { query: ProductsQuery }],
  [`GET ${P}/api/orders/validations/order`, { query: ValidationListQuery }],
  [`PUT ${P}/api/orders/validations/modify/:orderId`, { body: ValidationLineBody }],
  [`PUT ${P}/api/orders/validations/modify/:id`, { body: ValidationLineBody }],
  [`PUT ${P}/api/orders/validations/decide/:orderId`, { body: ValidationDecisionBody }],
  [`GET ${P}/admin/orders`, { query: AdminOrderListQuery }],
  [`GET ${P}/admin/orders/export.csv`, { query: AdminOrderListQuery }],
  [`POST ${P}/admin/orders/:id/status`, { body: OrderMoveBody }],
  [`POST ${P}/admin/orders/bulk`, { body: AdminOrderBulkBody }],
  [`PUT ${P}/admin/settings`, { body: SettingsUpdateBody }],
  [`POST ${S}/api/contact`, { body: ContactBody }],
  [`POST ${S}/auth/admins`, { body: ExchangeSsoBody }],
]
const lists: [string, v.GenericSchema][] = [
  [BRANDS.path, BrandListQuery],
  [CATEGORIES.path, CategoryListQuery],
  [PRODUCTS.path, ProductListQuery],
  [CUSTOMERS.path, CustomerListQuery],
  [ADMINISTRATORS.path, AdministratorListQuery],
]
for (const resource of [BRANDS, CATEGORIES, PRODUCTS, CUSTOMERS, ADMINISTRATORS]) {
  entries.push([`POST ${P}${resource.path}`, { body: resource.createBody }])
  entries.push([`PUT ${P}${resource.path}/:id`, { body: resource.updateBody }])
  entries.push([`POST ${P}${resource.path}/bulk`, { body: BulkBody }])
}
for (const [path, query] of lists) {
  entries.push([`GET ${P}${path}`, { query }])
  entries.push([`GET ${P}${path}/export.csv`, { query }])
}

// The showcase back office (issue 9), on the Storefront API: its resources' create and update bodies.
const SHOWCASE_RESOURCES = [
  ARTICLES,
  BLOG_CATEGORIES,
  SHOWCASE_ATTRIBUTES,
  SHOWCASE_CATEGORIES,
  SHOWCASE_PRODUCTS,
  CATALOGUES,
  HOME_BLOCKS,
  APPLICATIONS,
  JOBS,
  PARTNERS,
  SHOWCASE_ADMINISTRATORS,
  ECOMMERCE_USERS,
]
for (const resource of SHOWCASE_RESOURCES) {
  entries.push([`POST ${S}${resource.path}`, { body: resource.createBody }])
  entries.push([`PUT ${S}${resource.path}/:id`, { body: resource.updateBody }])
}

const SCHEMAS = new Map(entries)

export function schemasOf(method: string, path: string): EndpointSchemas {
  const known = SCHEMAS.get(`${method} ${path}`)
  if (known !== undefined) return known
  return method === 'GET' && path.startsWith(S) ? { query: ListQuery } : {}
}
