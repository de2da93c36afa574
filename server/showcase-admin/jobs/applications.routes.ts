import { Hono, type Context } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { listRoute, readRoute, updateRoute } from '../../platform/http/record-routes'
import { ApplicationListQuery, ApplicationUpdateBody } from '../../../src/contract/showcase-admin/job-applications'
import { JOBS_ADMIN_MESSAGES } from '../../../src/domain/messages/showcase-admin-messages'
import { listWindow } from '../../platform/http/admin-write-answer'
import { HttpError, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import type { ApplicationListRequest } from './application-store'
import { attachmentDisposition, presentApplication } from './application.presenter'
import type { ApplicationUseCases } from './application.use-cases'

function listRequest(raw: Record<string, string>, jobId: number | null): ApplicationListRequest {
  const query = parseInput(ApplicationListQuery, raw)
  return {
    ...listWindow({ ...query, _order: query._order ?? (query._sort === undefined ? 'DESC' : undefined) }),
    sort: query._sort ?? 'created_at',
    filters: { jobId: jobId ?? query.job_id ?? null, status: query.status ?? null, text: query.q || null },
  }
}

// /admin/applications and /admin/jobs/{id}/applications of the Storefront API (decision 036), behind the
// showcase administrators' door: a shop, an e-commerce administrator or a visitor never reach a CV.
export function applicationRoutes(applications: ApplicationUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.applications

  const list = (c: Context<ShowcaseAdminEnv>, jobId: number | null) =>
    applications.list(listRequest(c.req.query(), jobId))
  listRoute(routes, E.list, (c) => list(c, null), presentApplication)
  const ofJob = SHOWCASE_ADMIN_ENDPOINTS.jobs.applications
  listRoute(routes, ofJob, (c) => list(c, parseIdParam(c.req.param('id'))), presentApplication)
  readRoute(routes, E.read, (id) => applications.find(id), presentApplication)
  updateRoute(
    routes,
    E.update,
    ApplicationUpdateBody,
    (c, id, body) => applications.update(showcaseActor(c), id, body),
    presentApplication,
  )
  route(routes, E.cv, async (c) => {
    const cv = await applications.cv(parseIdParam(c.req.param('id')))
    if (cv === 'missing') throw notFound()
    if (cv === 'file-missing') throw new HttpError(404, JOBS_ADMIN_MESSAGES.cvMissing)
    // A download, never rendered by the browser: a CV is a candidate's file, not the site's content.
    return c.body(new Uint8Array(cv.bytes), 200, {
      'Content-Type': cv.mimeType,
      'Content-Length': String(cv.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(cv.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
  })
  return routes
}
