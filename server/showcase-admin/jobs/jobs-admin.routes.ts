import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import type { JobWire } from '../../../src/contract/showcase/jobs'
import { JobBody, JobListQuery, JobUpdateBody, type JobAdminWire } from '../../../src/contract/showcase-admin/jobs'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import type { JobListRequest } from './job-admin-store'
import { presentJobAdmin, presentJobPreview } from './job-admin.presenter'
import type { JobAdminUseCases } from './job-admin.use-cases'

function listRequest(raw: Record<string, string>): JobListRequest {
  const query = parseInput(JobListQuery, raw)
  return {
    ...listWindow(query),
    sort: query._sort ?? 'created_at',
    filters: { text: query.q || null, published: query.published ?? null },
  }
}

// /admin/jobs of the Storefront API (decision 036), behind the showcase administrators' door.
export function jobAdminRoutes(jobs: JobAdminUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.jobs

  route(routes, E.list, async (c) => {
    const page = await jobs.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<JobAdminWire[]>(page.items.map(presentJobAdmin))
  })
  route(routes, E.read, async (c) => {
    const job = await jobs.find(parseIdParam(c.req.param('id')))
    if (job === null) throw notFound()
    return c.json<JobAdminWire>(presentJobAdmin(job))
  })
  route(routes, E.preview, async (c) => {
    const job = await jobs.find(parseIdParam(c.req.param('id')))
    if (job === null) throw notFound()
    c.header('Cache-Control', 'no-store')
    return c.json<JobWire>(presentJobPreview(job))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, JobBody)
    return c.json<JobAdminWire>(presentJobAdmin(recordOf(await jobs.create(showcaseActor(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, JobUpdateBody)
    return c.json<JobAdminWire>(presentJobAdmin(recordOf(await jobs.update(showcaseActor(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await jobs.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
