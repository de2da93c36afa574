import * as v from 'valibot'
import { JOBS_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import {
  type AdminResource,
  withVersion,
  RecordStampEntries,
  storefrontResource,
  BooleanQueryText,
  sortedListQuery,
} from '../backoffice/backoffice-shapes'
import {
  booleanField,
  optionalChecked,
  optionalText,
  requiredText,
  slugOrEmpty,
  textOrEmpty,
} from '../backoffice/catalog-fields'
import { Id, IsoInstant, multiLineChars, NullableText } from '../wire-primitives'
import { JobWire } from '../showcase/jobs'
import { optionalMediaId } from './home-fields'
import { JOB_SORTS } from './list-sorts'

// Job offers of the showcase back office (decision 036): GET/POST /admin/jobs, GET/PUT/DELETE /admin/jobs/{id}
// (a job with applications is never deleted: unpublish it), GET /admin/jobs/{id}/preview (the public
// JobWire of src/contract/showcase/jobs.ts, even unpublished). Applications: ./job-applications.ts.

export type JobSort = (typeof JOB_SORTS)[number]

export const JobAdminWire = v.object({
  id: Id,
  title: v.string(),
  slug: v.string(),
  contract_type: v.string(),
  location: v.string(),
  excerpt: v.string(),
  description_html: v.string(),
  salary: NullableText,
  published: v.boolean(),
  published_at: v.nullable(IsoInstant),
  seo_title: v.string(),
  seo_description: v.string(),
  seo_image_id: v.nullable(Id),
  applications_count: v.number(),
  ...RecordStampEntries,
})
export type JobAdminWire = v.InferOutput<typeof JobAdminWire>

/** An optional date and time ('' or null: none), from a `datetime-local` field or an ISO instant. */
const optionalInstant = () =>
  v.pipe(
    optionalChecked(40, M.dateInvalid, (text) => !Number.isNaN(Date.parse(text)), M.dateInvalid),
    v.transform((text) => (text === null ? null : new Date(text).toISOString())),
  )

/** SEO fields: empty means "derived from the content" (title, excerpt). */
export const seoEntries = {
  seo_title: textOrEmpty(70, M.seoTitleTooLong),
  seo_description: textOrEmpty(160, M.seoDescriptionTooLong),
  seo_image_id: optionalMediaId(M.seoImageUnknown),
}

const jobEntries = {
  title: requiredText(200, M.titleTooLong),
  slug: slugOrEmpty(M),
  contract_type: requiredText(80, M.contractTooLong),
  location: requiredText(120, M.locationTooLong),
  excerpt: textOrEmpty(500, M.excerptTooLong, true),
  /** Sanitised by the server on write (server/platform/shared/rich-text.ts). */
  description_html: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => text ?? ''),
      multiLineChars(),
      v.maxLength(50_000, M.descriptionTooLong),
    ),
    '',
  ),
  salary: optionalText(120, M.salaryTooLong),
  published: v.optional(booleanField(), false),
  published_at: optionalInstant(),
  ...seoEntries,
}

export const JobBody = v.object(jobEntries)
export type JobBody = v.InferOutput<typeof JobBody>
export type JobBodyInput = v.InferInput<typeof JobBody>
export const JobUpdateBody = withVersion(jobEntries)
export type JobUpdateBody = v.InferOutput<typeof JobUpdateBody>

/** Filters: `q` (title, location), `published` ('true' / 'false'). */
export const JobListQuery = sortedListQuery(JOB_SORTS, { published: v.optional(BooleanQueryText) })
export type JobListQuery = v.InferOutput<typeof JobListQuery>

export const JOBS = storefrontResource('/admin/jobs', 'vitrine_job', {
  item: JobAdminWire,
  createBody: JobBody,
  updateBody: JobUpdateBody,
})

/**
 * The public reading of a job (GET /admin/jobs/{id}/preview): the JobWire of the public site, even for
 * an unpublished offer. Read only: its bodies are the job's, never sent.
 */
export const JOB_PREVIEWS: AdminResource<typeof JobWire, typeof JobBody, typeof JobUpdateBody> = {
  ...JOBS,
  item: JobWire,
}
