import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { API_PREFIX } from '../../src/contract/endpoint'
import { MAX_JSON_BODY_BYTES } from '../../src/domain/body-limits'
import { MAX_MEDIA_UPLOAD_BODY_BYTES } from '../../src/domain/media-limits'
import {
  SHOWCASE_ADMIN_ENDPOINTS,
  SHOWCASE_ADMIN_PREFIX,
} from '../../src/contract/showcase-admin/showcase-admin.endpoints'
import { endpointPathTest } from '../platform/http/endpoint-path'
import { auditRoutes, showcaseHistoryRule } from '../platform/audit/audit.public'
import { boundedBody, jsonBodyBound } from '../platform/http/json-body-bound'
import { requireShowcaseAdmin, type ShowcaseAdminEnv } from '../showcase/showcase.public'
import type { ShowcaseAdminDeps } from './showcase-admin-deps'
import { secondFactorPolicyGuard } from '../platform/second-factor/second-factor.public'

// The showcase back office on the Storefront API (decision 036): one door for every /admin/... route
// (a live storefront-admin token of an active `vitrine` administrator, re-read on each request), then
// the history of the showcase's records and each feature's routes.
// Mounted on the Storefront API's prefix before the storefront's own routes (server/app.ts), so its
// middleware only ever names /admin/*: the public routes keep their own body limits.
export function showcaseAdminApp(deps: ShowcaseAdminDeps) {
  const app = new Hono<ShowcaseAdminEnv>()
  app.use(`${SHOWCASE_ADMIN_PREFIX}/*`, adminBodyLimits())
  app.use(`${SHOWCASE_ADMIN_PREFIX}/*`, requireShowcaseAdmin(deps.auth))
  // The second factor's policy (decision 063): their enrolment lives under /auth/security, outside /admin.
  const factorPolicy = secondFactorPolicyGuard<ShowcaseAdminEnv>(
    deps.auth.secondFactor,
    (c) => c.var.showcaseAdmin,
    () => false,
  )
  app.use(`${SHOWCASE_ADMIN_PREFIX}/*`, factorPolicy)
  const readable = (entity: string, c: Context<ShowcaseAdminEnv>) =>
    showcaseHistoryRule(entity, c.var.showcaseAdmin.role)
  app.route('/', auditRoutes(deps.auditHistory, readable, SHOWCASE_ADMIN_ENDPOINTS.audit.read))
  for (const feature of deps.features) app.route('/', feature)
  return app
}

/** The one upload route of the showcase back office: the media library (images and PDFs). */
export const isShowcaseMediaUpload = endpointPathTest(SHOWCASE_ADMIN_ENDPOINTS.media.upload, API_PREFIX.storefront)

function adminBodyLimits() {
  const json = jsonBodyBound(MAX_JSON_BODY_BYTES)
  const upload = boundedBody(MAX_MEDIA_UPLOAD_BODY_BYTES)
  return createMiddleware((c, next) => (isShowcaseMediaUpload(c.req.path) ? upload(c, next) : json(c, next)))
}
