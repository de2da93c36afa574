import type { Context } from 'hono'
import { BRAND_ARTWORK_ENDPOINTS } from '../../../src/contract/backoffice/artworks'
import { PROOFS_ENDPOINTS } from '../../../src/contract/portal/proofs.endpoints'
import { ARTWORK_MESSAGES, MAX_ARTWORK_UPLOAD_BODY_BYTES } from '../../../src/domain/artwork-files'
import { HttpError } from '../../platform/http/http-error'
import type { ArtworkFile, ArtworkUpload, UploadResult } from './artwork-library.use-cases'

// The HTTP side of the artwork library shared by the portal and the back office (docs/decisions/076).

/** The one file of a multipart upload, field `file`; its checks are artworkCheck's, in the use case. */
export async function readArtworkUpload(c: Context): Promise<ArtworkUpload> {
  const form = await c.req.parseBody().catch(() => null)
  const file = form?.file
  // Not `instanceof File`: the parsed part may be another realm's File (the server inside a browser test).
  if (typeof file !== 'object' || file === null || Array.isArray(file) || !('arrayBuffer' in file)) {
    throw new HttpError(422, ARTWORK_MESSAGES.missing)
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), sentName: file.name }
}

export function savedArtwork(result: UploadResult) {
  if (result.kind === 'refused') throw new HttpError(422, result.message)
  return result.artwork
}

/** An ASCII fallback name and the exact one in RFC 5987 form (accents kept). */
function disposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
  return `${type}; filename="${ascii || 'fichier'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

// PDF, PNG and JPEG are shown; AI, EPS and SVG (which can carry script) only downloaded. A shown PDF is
// sandboxed so that a hostile one cannot run script in our origin (docs/decisions/076-proof-approval.md).
export function artworkFileAnswer(c: Context, file: ArtworkFile): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': disposition(file.viewable ? 'inline' : 'attachment', file.artwork.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  }
  if (file.viewable) headers['Content-Security-Policy'] = "sandbox; default-src 'none'"
  return c.body(new Uint8Array(file.bytes), 200, headers)
}

// The multipart routes of the library, for the write guard (server/app.ts) and the larger body bound of
// the Portal API; their paths are the declared ones, each `:name` a record's number.
const pattern = (path: string) =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '\\d+')}/?$`)
const UPLOAD_PATHS = [PROOFS_ENDPOINTS.artworkUpload, BRAND_ARTWORK_ENDPOINTS.upload].map((e) => pattern(e.path))
export const ARTWORK_UPLOADS = {
  isUpload: (path: string) => UPLOAD_PATHS.some((upload) => upload.test(path)),
  maxBodyBytes: MAX_ARTWORK_UPLOAD_BODY_BYTES,
}
