import type { Context } from 'hono'
import type { AdminEnv } from '../admins/admins.public'
import { CATALOG_IMAGE_FIELD, MAX_CATALOG_IMAGE_BYTES } from '../../src/contract/backoffice/brands'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../src/domain/messages/backoffice-messages'
import { conflict, FieldErrors } from '../http/form-body'
import { HttpError, notFound } from '../http/http-error'
import { pageSize } from '../http/list-params'
import type { AdminActor, ListWindow, WriteOutcome } from './catalog-outcome'

// The HTTP side shared by the catalogue's routes: who acts, the list window, and the answer of a write.

export const actorOf = (c: Context<AdminEnv>): AdminActor => ({ id: c.var.admin.id, login: c.var.admin.login })

export function listWindow(query: { _start?: number; _limit?: number; _order?: 'ASC' | 'DESC' }): ListWindow {
  return { start: query._start ?? 0, limit: pageSize(query._limit), order: query._order ?? 'ASC' }
}

/** The record of a successful write; every other outcome leaves as its error. */
export function recordOf<T>(outcome: WriteOutcome<T>): T {
  switch (outcome.kind) {
    case 'saved':
      return outcome.record
    case 'missing':
      throw notFound()
    case 'stale':
      throw conflict()
    case 'invalid':
      throw new FieldErrors(outcome.fields)
    case 'in-use':
      throw new HttpError(409, BACKOFFICE_MESSAGES.inUse)
  }
}

/** `?version=` of a DELETE: optional, but when sent a stale one is refused like an update's. */
export function versionParam(c: Context): number | null {
  const raw = c.req.query('version')
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null
}

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
// Portal API: the image plus room for the form's headers and its version field.
const IMAGE_UPLOAD_PATH = /\/admin\/(brands\/\d+\/logo|products\/\d+\/image)\/?$/
export const isCatalogImageUpload = (path: string) => IMAGE_UPLOAD_PATH.test(path)
export const CATALOG_IMAGE_UPLOADS = {
  isUpload: isCatalogImageUpload,
  maxBodyBytes: MAX_CATALOG_IMAGE_BYTES + 64 * 1024,
}
