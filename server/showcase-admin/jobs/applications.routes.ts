import { Hono, type Context } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  ApplicationListQuery,
  ApplicationUpdateBody,
  type ApplicationWire,
} from '../../../src/contract/showcase-admin/job-applications'
import { JOBS_ADMIN_MESSAGES } from '../../../src/domain/messages/showcase-admin-messages'
import { listWindow, recordOf } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
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

  const list = async (c: Context<ShowcaseAdminEnv>, jobId: number | null) => {
    const page = await applications.list(listRequest(c.req.query(), jobId))
    c.header('x-total-count', String(page.total))
    return c.json<ApplicationWire[]>(page.items.map(presentApplication))
  }
  route(routes, E.list, (c) => list(c, null))
  route(routes, SHOWCASE_ADMIN_ENDPOINTS.jobs.applications, (c) => list(c, parseIdParam(c.req.param('id'))))
  route(routes, E.read, async (c) => {
    const application = await applications.find(parseIdParam(c.req.param('id')))
    if (application === null) throw notFound()
    return c.json<ApplicationWire>(presentApplication(application))
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, ApplicationUpdateBody)
    return c.json<ApplicationWire>(presentApplication(recordOf(await applications.update(showcaseActor(c), id, body))))
  })
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
