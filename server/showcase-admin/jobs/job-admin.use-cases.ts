import type { JobBody, JobUpdateBody } from '../../../src/contract/showcase-admin/jobs'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { Clock } from '../../platform/shared/clock'
import { createAudited, removeVersioned, saveVersioned, type Checked } from '../../platform/shared/versioned-save'
import { invalid, refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
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

  async function valuesOf(unit: JobUnit, body: JobBody, exceptId: number | null): Promise<Checked<JobValues>> {
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
      // A job published without a date is dated at its publication.
      publishedAt: body.published_at === null ? (body.published ? clock.now() : null) : new Date(body.published_at),
      seoTitle: body.seo_title,
      seoDescription: body.seo_description,
      seoImageId: body.seo_image_id,
    }
    return { values }
  }

  return {
    list: (request: JobListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: JobBody): Promise<WriteOutcome<JobRecord>> =>
      store.run((unit) =>
        createAudited(unit, {
          actor,
          entity: JOB_ENTITY,
          snapshot,
          check: () => valuesOf(unit, body, null),
          insert: (values) => unit.insert(values, clock.now()),
        }),
      ),

    update: (actor: AdminActor, id: number, body: JobUpdateBody): Promise<WriteOutcome<JobRecord>> =>
      store.run((unit) =>
        saveVersioned(unit, {
          actor,
          entity: JOB_ENTITY,
          snapshot,
          id,
          version: body.version,
          lock: () => unit.lock(id),
          check: () => valuesOf(unit, body, id),
          write: (values, before) => {
            // An already dated offer keeps its date when the form sends none.
            const kept = body.published_at === null && before.publishedAt !== null
            const publishedAt = kept ? before.publishedAt : values.publishedAt
            return unit.update(id, body.version, { ...values, publishedAt }, clock.now())
          },
        }),
      ),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<JobRecord>> =>
      store.run((unit) =>
        removeVersioned(unit, {
          actor,
          entity: JOB_ENTITY,
          snapshot,
          id,
          version,
          lock: () => unit.lock(id),
          check: async (before) => (before.applicationsCount > 0 ? refused(M.hasApplications) : null),
          remove: () => unit.remove(id),
        }),
      ),
  }
}

export type JobAdminUseCases = ReturnType<typeof jobAdminUseCases>
