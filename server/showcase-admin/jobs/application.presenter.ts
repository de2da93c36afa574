import type { ApplicationWire } from '../../../src/contract/showcase-admin/job-applications'
import type { ApplicationRecord } from './application-store'

export const presentApplication = (application: ApplicationRecord): ApplicationWire => ({
  id: application.id,
  job_id: application.jobId,
  job_title: application.jobTitle,
  first_name: application.firstName,
  last_name: application.lastName,
  email: application.email,
  phone: application.phone,
  message: application.message,
  cv_original_name: application.cvOriginalName,
  cv_mime_type: application.cvMimeType,
  cv_size_bytes: application.cvSizeBytes,
  status: application.status,
  notes: application.notes,
  version: application.version,
  created_at: application.createdAt.toISOString(),
  updated_at: application.updatedAt.toISOString(),
})

/** `attachment` with an ASCII fallback name and the exact one in RFC 5987 form (accents kept). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
  return `attachment; filename="${ascii || 'cv'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
