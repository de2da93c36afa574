import type { Context } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { CATALOG_IMAGE_FIELD, MAX_CATALOG_IMAGE_BYTES } from '../../../src/contract/backoffice/brands'
import { CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { FieldErrors } from '../../platform/http/form-body'

// The catalogue's uploads (the answers of writes are server/platform/http/admin-write-answer.ts).

/** The one image of a multipart upload (field `file`) and the optional `version` the form read. */
export async function readImageUpload(c: Context): Promise<{ bytes: Uint8Array; version: number | null }> {
  const form = await c.req.parseBody().catch(() => null)
  const file = form?.[CATALOG_IMAGE_FIELD]
  if (!(file instanceof File) || file.size === 0) throw new FieldErrors({ file: CATALOG_MESSAGES.imageMissing })
  if (file.size > MAX_CATALOG_IMAGE_BYTES) throw new FieldErrors({ file: CATALOG_MESSAGES.imageTooLarge })
  const rawVersion = form?.version
  const version = typeof rawVersion === 'string' && /^[1-9]\d{0,8}$/.test(rawVersion) ? Number(rawVersion) : null
  return { bytes: new Uint8Array(await file.arrayBuffer()), version }
}

// The multipart routes of the catalogue, for the write guard (server/app.ts) and the body bound of the
// Portal API: the image plus room for the form's headers and its version field. Their paths are the
// declared ones (decision 053), each `:id` a record's number.
const uploadPattern = (path: string) =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '\\d+')}/?$`)
const IMAGE_UPLOAD_PATHS = [BACKOFFICE_ENDPOINTS.brands.logo, BACKOFFICE_ENDPOINTS.products.image].map((declared) =>
  uploadPattern(declared.path),
)
export const isCatalogImageUpload = (path: string) => IMAGE_UPLOAD_PATHS.some((pattern) => pattern.test(path))
export const CATALOG_IMAGE_UPLOADS = {
  isUpload: isCatalogImageUpload,
  maxBodyBytes: MAX_CATALOG_IMAGE_BYTES + 64 * 1024,
}
