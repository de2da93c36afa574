import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { readRoute, recordRoutes } from '../../platform/http/record-routes'
import { JobBody, JobListQuery, JobUpdateBody } from '../../../src/contract/showcase-admin/jobs'
import { listWindow } from '../../platform/http/admin-write-answer'
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

  recordRoutes(routes, E, jobs, {
    actor: showcaseActor,
    present: presentJobAdmin,
    body: JobBody,
    updateBody: JobUpdateBody,
    list: (c) => jobs.list(listRequest(c.req.query())),
  })
  readRoute(routes, E.preview, (id) => jobs.find(id), presentJobPreview, { 'Cache-Control': 'no-store' })
  return routes
}
