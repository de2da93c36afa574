import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { closeApiSurface } from '../platform/http/api-surface'
import { jsonErrorHandler, jsonNotFound } from '../platform/http/error-handler'
import type { Logger } from '../platform/shared/logger'
import { storefrontAdminAuthRoutes } from '../showcase-admin/auth/auth.routes'
import { blogRoutes } from './blog/blog.routes'
import { storefrontCatalogRoutes } from './catalog/catalog.routes'
import { contentRoutes } from './pages/content.routes'
import { publicCache } from '../platform/http/showcase-http'
import { storefrontBodyLimits } from './submissions/submission-guards'
import { submissionRoutes } from './submissions/submission.routes'
import type { StorefrontDeps } from './showcase-deps'

// The Storefront API (decisions §1). Same frame as the other surfaces (JSON errors and 404,
// bounded bodies), except that its body limit depends on the route: the job application carries a
// CV of up to 5 MB and answers the contract's own message when it is bigger.
export function createStorefrontApp(deps: StorefrontDeps, logger: Logger) {
  const app = new Hono()
  app.onError(jsonErrorHandler(logger))
  app.notFound(jsonNotFound)
  app.use(storefrontBodyLimits())
  app.use('/api/*', publicCache, etag())
  app.route('/', contentRoutes(deps))
  app.route('/', storefrontCatalogRoutes(deps))
  app.route('/', blogRoutes(deps))
  app.route('/', submissionRoutes(deps))
  app.route('/', storefrontAdminAuthRoutes(deps.adminAuth))
  closeApiSurface(app)
  return app
}
