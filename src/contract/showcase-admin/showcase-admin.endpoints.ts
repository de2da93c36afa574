import { auditEndpoint } from '../backoffice/resource-endpoints'
import type { Endpoint } from '../endpoint'
import { SHOWCASE_CATALOG_ENDPOINTS } from './catalog.endpoints'
import { SHOWCASE_CONTENT_ENDPOINTS } from './content.endpoints'
import { SHOWCASE_ADMIN_SESSION_ENDPOINTS, SHOWCASE_ADMIN_SSO_ENDPOINTS } from './session.endpoints'

// The showcase back office's endpoints (decision 053), one table per feature gathered here, grouped by
// resource. Each declares its API: the SSO step on the Portal API, everything else on the Storefront API.

/** Where the back office's resources live inside the Storefront API, behind its administrators' door. */
export const SHOWCASE_ADMIN_PREFIX = '/admin'

export const SHOWCASE_ADMIN_ENDPOINTS = {
  session: SHOWCASE_ADMIN_SESSION_ENDPOINTS,
  sso: SHOWCASE_ADMIN_SSO_ENDPOINTS,
  /** A record's history, on the Storefront API's own audit log. */
  audit: { read: auditEndpoint('storefront') },
  ...SHOWCASE_CONTENT_ENDPOINTS,
  ...SHOWCASE_CATALOG_ENDPOINTS,
}

/** Every endpoint of the table, for the reliability tier's fuzzing. */
export const showcaseAdminEndpointList = (): Endpoint[] =>
  Object.values(SHOWCASE_ADMIN_ENDPOINTS).flatMap((group): Endpoint[] => Object.values(group))
