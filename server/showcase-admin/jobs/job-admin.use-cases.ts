import type { JobBody, JobUpdateBody } from '../../../src/contract/showcase-admin/jobs'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { Clock } from '../../platform/shared/clock'
import { invalid, missing, refused, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { JobListRequest, JobRecord, JobStore, JobUnit, JobValues } from './job-admin-store'

export const JOB_ENTITY = 'vitrine_job'

export type JobUseCasesDeps = {
  store: JobStore
  clock: Clock
  /** The rich-text allow-list of the public site (server/storefront/rich-text.ts). */
  sanitize: (html: string) => string
}

// The applications' count is not a field of the job: it stays out of the audit's before/after.
const snapshot = ({ applicationsCount: _count, ...job }: JobRecord) => ({ ...job })

// The job offers' screen (issue 9): slugs unique (made from the title when left empty), the description
// sanitised on write, each write checks the version it was given and records its audit line with it.
export function jobAdminUseCases(deps: JobUseCasesDeps) {
  const { store, clock } = deps

  async function valuesOf(unit: JobUnit, body: JobBody, exceptId: number | null) {
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
    return values
  }

  return {
    list: (request: JobListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    create: (actor: AdminActor, body: JobBody): Promise<WriteOutcome<JobRecord>> =>
      store.run(async (unit) => {
        const values = await valuesOf(unit, body, null)
        if ('kind' in values) return values
        const record = await unit.insert(values, clock.now())
        const entry = { actor, entity: JOB_ENTITY, entityId: record.id, action: 'create' }
        await unit.audit({ ...entry, before: null, after: snapshot(record) })
        return saved(record)
      }),

    update: (actor: AdminActor, id: number, body: JobUpdateBody): Promise<WriteOutcome<JobRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        const values = await valuesOf(unit, body, id)
        if ('kind' in values) return values
        // An already dated offer keeps its date when the form sends none.
        const kept = body.published_at === null && before.publishedAt !== null
        const publishedAt = kept ? before.publishedAt : values.publishedAt
        const after = await unit.update(id, body.version, { ...values, publishedAt }, clock.now())
        if (after === null) return stale
        const entry = { actor, entity: JOB_ENTITY, entityId: id, action: 'update', before: snapshot(before) }
        await unit.audit({ ...entry, after: snapshot(after) })
        return saved(after)
      }),

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<JobRecord>> =>
      store.run(async (unit) => {
        const before = await unit.lock(id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        if (before.applicationsCount > 0) return refused(M.hasApplications)
        await unit.remove(id)
        const entry = { actor, entity: JOB_ENTITY, entityId: id, action: 'delete' }
        await unit.audit({ ...entry, before: snapshot(before), after: null })
        return saved(before)
      }),
  }
}

export type JobAdminUseCases = ReturnType<typeof jobAdminUseCases>
