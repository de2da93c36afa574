import type { JobBody } from '../../../src/contract/showcase-admin/jobs'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import { publicationDate } from '../../../src/domain/publication'
import type { Clock } from '../../platform/shared/clock'
import { rowWrites } from '../../platform/shared/row-writes'
import { type Checked } from '../../platform/shared/versioned-save'
import { invalid, refused } from '../../platform/shared/write-outcome'
import type { JobListRequest, JobRecord, JobStore, JobUnit, JobValues } from './job-admin-store'

export const JOB_ENTITY = 'vitrine_job'

export type JobUseCasesDeps = {
  store: JobStore
  clock: Clock
  /** The rich-text allow-list of the public site (server/platform/shared/rich-text.ts). */
  sanitize: (html: string) => string
}

// The applications' count is not a field of the job: it stays out of the audit's before/after.
const snapshot = ({ applicationsCount: _count, ...job }: JobRecord) => ({ ...job })

// The job offers' screen (decision 036): slugs unique (made from the title when left empty), the description
// sanitised on write, each write checks the version it was given and records its audit line with it
// (docs/decisions/054-one-versioned-save.md).
export function jobAdminUseCases(deps: JobUseCasesDeps) {
  const { store, clock } = deps
  const rows = rowWrites({ ...deps, entity: JOB_ENTITY, snapshot })

  async function valuesOf(
    unit: JobUnit,
    body: JobBody,
    exceptId: number | null,
    before: JobRecord | null,
  ): Promise<Checked<JobValues>> {
    const slug = body.slug === '' ? slugify(body.title) : body.slug
    const fields: Record<string, string> = {}
    if (slug === '') fields.slug = M.slugFromTitle
    else if (await unit.slugTaken(slug, exceptId)) fields.slug = M.slugTaken
    const image = body.seo_image_id
    if (image !== null && !(await unit.isImage(image))) fields.seo_image_id = M.seoImageUnknown
    if (Object.keys(fields).length > 0) return invalid(fields)
    const values: JobValues = {
      title: body.title,
      slug,
      contractType: body.contract_type,
      location: body.location,
      excerpt: body.excerpt,
      descriptionHtml: deps.sanitize(body.description_html),
      salary: body.salary,
      published: body.published,
      publishedAt: publicationDate({
        requested: body.published_at === null ? null : new Date(body.published_at),
        kept: before?.publishedAt ?? null,
        publishing: body.published,
        now: clock.now(),
      }),
      seoTitle: body.seo_title,
      seoDescription: body.seo_description,
      seoImageId: body.seo_image_id,
    }
    return { values }
  }

  return {
    list: (request: JobListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    ...rows.forms(valuesOf, async (_, before) => (before.applicationsCount > 0 ? refused(M.hasApplications) : null)),
  }
}

export type JobAdminUseCases = ReturnType<typeof jobAdminUseCases>
