import { type Endpoint, endpoint } from '../endpoint'
import { AdminLoginWire, LoginBody, RefreshTokenBody } from '../portal/auth'
import { MessageWire } from '../wire-primitives'
import { ADMINISTRATORS, AdministratorListQuery } from './administrators'
import { BRAND_ARTWORK_ENDPOINTS } from './artworks'
import { BRANDS, BrandListQuery, BrandWire } from './brands'
import { CATEGORIES, CategoryListQuery } from './categories'
import { CUSTOMERS, CustomerListQuery } from './customers'
import {
  ADMIN_ORDERS,
  BackofficeOrderBulkBody,
  BackofficeOrderBulkResultWire,
  BackofficeOrderDetailWire,
  BackofficeOrderListQuery,
  OrderMoveBody,
} from './orders'
import { PRICE_LIST_ENDPOINTS } from './price-lists'
import { ADMIN_PROOF_ENDPOINTS } from './proofs'
import { STOCK_ENDPOINTS } from './stock'
import { AdminProductWire, PRODUCTS, ProductListQuery } from './products'
import { auditEndpoint, memberEndpoint, resourceEndpoints, singleEndpoints } from './resource-endpoints'
import {
  AdminLoginStepWire,
  RecoveryCodesWire,
  SecondFactorCodeBody,
  SecondFactorCodeOnlyBody,
  SecondFactorEnrolmentWire,
  SecondFactorPolicyWire,
  SecondFactorStatusWire,
} from './second-factor'
import { SETTINGS } from './settings'

// The e-commerce back office's endpoints on the Portal API (`/portal-api/admin/*`), declared once
// (decision 053). A resource's standard endpoints come from its descriptor (resource-endpoints.ts);
// what the convention does not say (a DELETE answering `{ message }`, an upload) is said here.
const api = 'portal'

/** Where the back office lives inside the Portal API; its admin guard covers everything below. */
export const BACKOFFICE_PREFIX = '/admin'

const deletedMessage = { delete: { answer: MessageWire } }

export const BACKOFFICE_ENDPOINTS = {
  session: {
    /** The tokens, or a second-factor challenge (decision 063). */
    login: endpoint({ api, method: 'POST', path: '/admin/login', body: LoginBody, answer: AdminLoginStepWire }),
    secondFactor: endpoint({
      api,
      method: 'POST',
      path: '/admin/login/second-factor',
      body: SecondFactorCodeBody,
      answer: AdminLoginWire,
    }),
    logout: endpoint({ api, method: 'POST', path: '/admin/logout', body: RefreshTokenBody, answer: MessageWire }),
  },
  audit: auditEndpoint(api),
  brands: {
    ...resourceEndpoints(BRANDS, {
      query: BrandListQuery,
      only: ['list', 'exportCsv', 'read', 'create', 'update', 'delete'],
      shapes: deletedMessage,
    }),
    /** Multipart: the image in `file`, the version read in `version`. */
    logo: memberEndpoint(BRANDS, 'POST', 'logo', { answer: BrandWire }),
  },
  /** A brand's negotiated price lists (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
  priceLists: PRICE_LIST_ENDPOINTS,
  /** A brand's artwork library (docs/decisions/076-proof-approval.md). */
  artworks: BRAND_ARTWORK_ENDPOINTS,
  categories: resourceEndpoints(CATEGORIES, {
    query: CategoryListQuery,
    only: ['list', 'exportCsv', 'read', 'create', 'update', 'delete'],
    shapes: deletedMessage,
  }),
  products: {
    ...resourceEndpoints(PRODUCTS, { query: ProductListQuery, shapes: deletedMessage }),
    /** Multipart, like the brand's logo. */
    image: memberEndpoint(PRODUCTS, 'POST', 'image', { answer: AdminProductWire }),
  },
  customers: {
    ...resourceEndpoints(CUSTOMERS, { query: CustomerListQuery }),
    passwordLink: memberEndpoint(CUSTOMERS, 'POST', 'password-link', { answer: MessageWire }),
  },
  administrators: resourceEndpoints(ADMINISTRATORS, {
    query: AdministratorListQuery,
    only: ['list', 'exportCsv', 'read', 'create', 'update', 'delete'],
  }),
  orders: {
    ...resourceEndpoints(ADMIN_ORDERS, {
      query: BackofficeOrderListQuery,
      only: ['list', 'exportCsv', 'bulk', 'read'],
      shapes: {
        read: { answer: BackofficeOrderDetailWire },
        bulk: { body: BackofficeOrderBulkBody, answer: BackofficeOrderBulkResultWire },
      },
    }),
    /** The answer is the order's detail after the move. */
    move: memberEndpoint(ADMIN_ORDERS, 'POST', 'status', { body: OrderMoveBody, answer: BackofficeOrderDetailWire }),
  },
  /** Proofs (BAT) of printed lines (docs/decisions/076-proof-approval.md). */
  proofs: ADMIN_PROOF_ENDPOINTS,
  /** Brand stock kept by the maker (docs/decisions/077-brand-stock.md). */
  stock: STOCK_ENDPOINTS,
  settings: singleEndpoints(SETTINGS),
  /** The signed-in administrator's own second factor, and the super administrators' policy (decision 063). */
  security: {
    status: endpoint({ api, method: 'GET', path: '/admin/security', answer: SecondFactorStatusWire }),
    start: endpoint({ api, method: 'POST', path: '/admin/security/enrolment', answer: SecondFactorEnrolmentWire }),
    confirm: endpoint({
      api,
      method: 'POST',
      path: '/admin/security/enrolment/confirm',
      body: SecondFactorCodeOnlyBody,
      answer: RecoveryCodesWire,
    }),
    /** A current code (not a recovery code) of the signed-in administrator. */
    recoveryCodes: endpoint({
      api,
      method: 'POST',
      path: '/admin/security/recovery-codes',
      body: SecondFactorCodeOnlyBody,
      answer: RecoveryCodesWire,
    }),
    readPolicy: endpoint({ api, method: 'GET', path: '/admin/security/policy', answer: SecondFactorPolicyWire }),
    /** Super administrators only. */
    savePolicy: endpoint({
      api,
      method: 'PUT',
      path: '/admin/security/policy',
      body: SecondFactorPolicyWire,
      answer: SecondFactorPolicyWire,
    }),
    /** Super administrators only; ends that administrator's sessions. */
    reset: endpoint({
      api,
      method: 'POST',
      path: '/admin/administrators/:id/second-factor/reset',
      answer: MessageWire,
    }),
  },
}

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value

/** Every endpoint of the table, for the reliability tier's fuzzing. */
export function backofficeEndpoints(): Endpoint[] {
  return Object.values(BACKOFFICE_ENDPOINTS).flatMap((entry: object) =>
    isEndpoint(entry) ? [entry] : (Object.values(entry) as Endpoint[]),
  )
}
