import * as v from 'valibot'
import { JOBS_ADMIN_MESSAGES as M } from '../../domain/messages/showcase-admin-messages'
import {
  VersionEntries,
  RecordStampEntries,
  storefrontResource,
  sortedListQuery,
} from '../backoffice/backoffice-shapes'
import { Id, LineText, multiLineChars, NullableText, QueryId } from '../wire-primitives'
import { APPLICATION_SORTS } from './list-sorts'

// Applications to the job offers (decision 036): GET /admin/applications (filters job_id, status),
// GET /admin/jobs/{id}/applications, GET/PUT /admin/applications/{id} (status and notes, versioned),
// GET /admin/applications/{id}/cv (the stored CV, as an attachment; showcase administrators only).
// Applications are created by the public form only: this screen never creates nor deletes one.

export const APPLICATION_STATUSES = ['new', 'in_review', 'interview', 'rejected', 'hired'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Nouvelle',
  in_review: 'En cours d’examen',
  interview: 'Entretien',
  rejected: 'Refusée',
  hired: 'Recrutée',
}

export type ApplicationSort = (typeof APPLICATION_SORTS)[number]

export const ApplicationWire = v.object({
  id: Id,
  job_id: Id,
  job_title: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: NullableText,
  message: NullableText,
  cv_original_name: v.string(),
  cv_mime_type: v.string(),
  cv_size_bytes: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  notes: v.string(),
  ...RecordStampEntries,
})
export type ApplicationWire = v.InferOutput<typeof ApplicationWire>

export const ApplicationUpdateBody = v.object({
  status: v.picklist(APPLICATION_STATUSES, M.statusInvalid),
  notes: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => (text ?? '').trim()),
      multiLineChars(),
      v.maxLength(5000, M.notesTooLong),
    ),
    '',
  ),
  ...VersionEntries,
})
export type ApplicationUpdateBody = v.InferOutput<typeof ApplicationUpdateBody>
export type ApplicationUpdateInput = v.InferInput<typeof ApplicationUpdateBody>

/** Filters: `job_id`, `status`, `q` (name, e-mail). */
export const ApplicationListQuery = sortedListQuery(APPLICATION_SORTS, {
  job_id: v.optional(QueryId),
  status: v.optional(v.pipe(LineText, v.picklist(APPLICATION_STATUSES))),
})
export type ApplicationListQuery = v.InferOutput<typeof ApplicationListQuery>

export const APPLICATIONS = storefrontResource('/admin/applications', 'vitrine_application', {
  item: ApplicationWire,
  createBody: ApplicationUpdateBody,
  updateBody: ApplicationUpdateBody,
})
