import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { API_PREFIX } from '../../src/contract/endpoint'
import { MAX_JSON_BODY_BYTES } from '../../src/domain/body-limits'
import { MAX_MEDIA_UPLOAD_BODY_BYTES } from '../../src/domain/media-limits'
import {
  SHOWCASE_ADMIN_ENDPOINTS,
  SHOWCASE_ADMIN_PREFIX,
} from '../../src/contract/showcase-admin/showcase-admin.endpoints'
import { endpointPathTest } from '../platform/http/endpoint-path'
import { auditRoutes } from '../platform/audit/audit.public'
import { MESSAGES } from '../platform/http/http-error'
import { requireShowcaseAdmin, type ShowcaseAdminEnv } from '../showcase/showcase.public'
import { isShowcaseEntity } from './showcase-audit'
import type { ShowcaseAdminDeps } from './showcase-admin-deps'

// The showcase back office on the Storefront API (decision 036): one door for every /admin/... route
// (a live storefront-admin token of an active `vitrine` administrator, re-read on each request), then
// the history of the showcase's records and each feature's routes.
// Mounted on the Storefront API's prefix before the storefront's own routes (server/app.ts), so its
// middleware only ever names /admin/*: the public routes keep their own body limits.
export function showcaseAdminApp(deps: ShowcaseAdminDeps) {
  const app = new Hono<ShowcaseAdminEnv>()
  app.use(`${SHOWCASE_ADMIN_PREFIX}/*`, adminBodyLimits())
  app.use(`${SHOWCASE_ADMIN_PREFIX}/*`, requireShowcaseAdmin(deps.auth))
  app.route('/', auditRoutes(deps.auditHistory, isShowcaseEntity, SHOWCASE_ADMIN_ENDPOINTS.audit.read))
  for (const feature of deps.features) app.route('/', feature)
  return app
}

/** The one upload route of the showcase back office: the media library (images and PDFs). */
export const isShowcaseMediaUpload = endpointPathTest(SHOWCASE_ADMIN_ENDPOINTS.media.upload, API_PREFIX.storefront)

function adminBodyLimits() {
  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) })
  const json = limit(MAX_JSON_BODY_BYTES)
  const upload = limit(MAX_MEDIA_UPLOAD_BODY_BYTES)
  return createMiddleware((c, next) => (isShowcaseMediaUpload(c.req.path) ? upload(c, next) : json(c, next)))
}
