import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { SHOWCASE_PUBLIC_PREFIX } from '../../src/contract/showcase/showcase-layout.endpoints'
import { closeApiSurface } from '../platform/http/api-surface'
import { jsonErrorHandler, jsonNotFound } from '../platform/http/error-handler'
import type { Logger } from '../platform/shared/logger'
import { showcaseAdminAuthRoutes } from '../showcase-admin/auth/auth.routes'
import { blogRoutes } from './blog/blog.routes'
import { showcaseCatalogRoutes } from './catalog/catalog.routes'
import { contentRoutes } from './pages/content.routes'
import { publicCache } from '../platform/http/showcase-http'
import { showcaseBodyLimits } from './submissions/submission-guards'
import { submissionRoutes } from './submissions/submission.routes'
import type { ShowcaseDeps } from './showcase-deps'

// The Storefront API (decisions §1). Same frame as the other surfaces (JSON errors and 404,
// bounded bodies), except that its body limit depends on the route: the job application carries a
// CV of up to 5 MB and answers the contract's own message when it is bigger.
export function createShowcaseApp(deps: ShowcaseDeps, logger: Logger) {
  const app = new Hono()
  app.onError(jsonErrorHandler(logger))
  app.notFound(jsonNotFound)
  app.use(showcaseBodyLimits())
  app.use(`${SHOWCASE_PUBLIC_PREFIX}/*`, publicCache, etag())
  app.route('/', contentRoutes(deps))
  app.route('/', showcaseCatalogRoutes(deps))
  app.route('/', blogRoutes(deps))
  app.route('/', submissionRoutes(deps))
  app.route('/', showcaseAdminAuthRoutes(deps.adminAuth))
  closeApiSurface(app)
  return app
}
