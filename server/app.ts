import { Hono } from 'hono'
import { API_PREFIX } from '../src/contract/endpoint'
import { secureHeaders } from 'hono/secure-headers'
import { healthRoutes } from './platform/health/health.routes'
import type { AfterResponse } from './platform/http/after-response'
import { resolveClientAddress } from './platform/http/client-address'
import { jsonErrorHandler, jsonNotFound } from './platform/http/error-handler'
import { securityHeaders } from './platform/http/security-headers'
import { apiCors } from './platform/http/api-surface'
import { compressAnswers } from './platform/http/answer-compression'
import { writeGuard } from './platform/http/write-guard'
import { isCatalogImageUpload } from './backoffice/catalog/catalog.public'
import { ARTWORK_UPLOADS } from './portal/artworks/artworks.public'
import { PROOF_UPLOADS } from './backoffice/proofs/proofs.public'
import { createPortalApp } from './portal/portal.app'
import type { PortalDeps } from './portal/portal-deps'
import type { Logger } from './platform/shared/logger'
import { mediaRoutes } from './platform/media/media.routes'
import type { FileStorage } from './platform/storage/storage.public'
import type { BackgroundWork } from './platform/jobs/jobs.public'
import type { LifecycleState } from './platform/health/lifecycle-state'
import { requestIdAndLog } from './platform/http/request-log'
import type { AccessLogEntry } from './platform/shared/logger.pino'
import { formerSlugRedirects } from './showcase/seo/former-slug-redirects'
import { seoRoutes } from './showcase/seo/seo.routes'
import type { SeoSite } from './showcase/seo/site-identity'
import { isShowcaseMediaUpload, showcaseAdminApp, type ShowcaseAdminDeps } from './showcase-admin/showcase-admin.public'
import { createShowcaseApp } from './showcase/showcase.app'
import type { ShowcaseDeps } from './showcase/showcase-deps'
import { lazyPageRenderer } from './platform/web/lazy-page-renderer'
import { webAppRoutes } from './platform/web/web-app.routes'
import { endpointPathTest } from './platform/http/endpoint-path'
import { SHOWCASE_ENDPOINTS } from '../src/contract/showcase/showcase.endpoints'

export const PORTAL_API_PREFIX = API_PREFIX.portal
export const STOREFRONT_API_PREFIX = API_PREFIX.storefront

export type AppDeps = {
  portal: PortalDeps
  storefront: ShowcaseDeps
  // The showcase back office's routes (decision 036), on the Storefront API's prefix.
  showcaseAdmin: ShowcaseAdminDeps
  // Showcase files and search engines: /media, /sitemap.xml, /robots.txt and the pages' <head>.
  showcase: { files: FileStorage; site: SeoSite }
  pingDatabase(): Promise<boolean>
  // Draining after SIGTERM: /health/ready says so and answers close their connection.
  lifecycle: LifecycleState
  // One line per request (server/main.ts gives the structured logger's); none in tests.
  accessLog?: (entry: AccessLogEntry) => void
  // Work started after an answer (the reset mail); tests and shutdown wait with settled().
  afterResponse: AfterResponse
  background: BackgroundWork
  // Allowed by the Content-Security-Policy when analytics are configured.
  analyticsOrigin: string | null
  logger: Logger
  webDistDir: string
  corsOrigins: readonly string[]
  // Reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, addresses or CIDR blocks).
  trustedProxies: readonly string[]
}

// One server, three surfaces (decisions §1): Portal API, Storefront API, web app.
export function createApp(deps: AppDeps) {
  const app = new Hono()
  app.onError(jsonErrorHandler(deps.logger))
  app.notFound(jsonNotFound)
  app.use(requestIdAndLog(deps.accessLog ?? null))
  app.use(async (c, next) => {
    await next()
    // A draining server asks keep-alive clients to reconnect, which the balancer sends elsewhere.
    if (deps.lifecycle.draining) c.header('Connection', 'close')
  })
  app.use(resolveClientAddress(deps.trustedProxies))
  // HSTS is securityHeaders' (only over https); CSP, Permissions-Policy and no-store too.
  app.use(
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: false,
      xFrameOptions: 'DENY',
    }),
  )
  app.use(
    securityHeaders({
      analyticsOrigin: deps.analyticsOrigin,
      publicUrl: deps.showcase.site.publicUrl,
      privateApiPrefixes: [PORTAL_API_PREFIX],
    }),
  )
  app.use(compressAnswers())

  app.route('/', healthRoutes(deps.pingDatabase, deps.lifecycle))

  // Same preflight answers and allowed origins as hono's `cors`, without rebuilding each answer (decision 061).
  const cors = apiCors(deps.corsOrigins)
  // After CORS, so that an allowed origin can read the refusal.
  const guard = writeGuard({ allowedOrigins: [deps.showcase.site.publicUrl, ...deps.corsOrigins], isUpload })
  for (const prefix of [PORTAL_API_PREFIX, STOREFRONT_API_PREFIX]) app.use(`${prefix}/*`, cors, guard)
  app.route(PORTAL_API_PREFIX, createPortalApp(deps.portal, deps.logger))
  // Before the storefront's own app: its catch-all 404 would otherwise answer /admin/* first.
  app.route(STOREFRONT_API_PREFIX, showcaseAdminApp(deps.showcaseAdmin))
  app.route(STOREFRONT_API_PREFIX, createShowcaseApp(deps.storefront, deps.logger))

  app.route('/', mediaRoutes(deps.showcase.files))
  app.route('/', seoRoutes({ site: deps.showcase.site, reads: deps.storefront }))
  app.use(formerSlugRedirects(deps.storefront.currentSlugs))
  // Public pages rendered on the server read the Storefront API in-process, through this same app.
  const site = { origin: deps.showcase.site.publicUrl, mainSiteUrl: deps.showcase.site.mainSiteUrl }
  const showcaseFetch = async (input: string, init?: RequestInit) => app.request(input, init)
  const renderPage = lazyPageRenderer(async () => {
    const { createServerRenderer } = await import('../src/ui/app/server-render')
    return createServerRenderer({ showcaseFetch, showcaseUrl: STOREFRONT_API_PREFIX, site })
  }, deps.logger)
  app.route(
    '/',
    webAppRoutes({ distDir: deps.webDistDir, apiPrefixes: [PORTAL_API_PREFIX, STOREFRONT_API_PREFIX], renderPage }),
  )
  return app
}

// The uploads of both APIs, sent as multipart/form-data: the job application and its CV, the
// e-commerce back office's catalogue images (a brand's logo, a product's image) and the showcase back
// office's media library.
const isJobApplication = endpointPathTest(SHOWCASE_ENDPOINTS.jobApplication, STOREFRONT_API_PREFIX)
const isUpload = (path: string) =>
  isJobApplication(path) ||
  isCatalogImageUpload(path) ||
  isShowcaseMediaUpload(path) ||
  ARTWORK_UPLOADS.isUpload(path) ||
  PROOF_UPLOADS.isUpload(path)
