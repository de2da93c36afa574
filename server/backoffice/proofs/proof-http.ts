import type { Context } from 'hono'
import { ADMIN_PROOF_ENDPOINTS, PROOF_UPLOAD_FIELDS } from '../../../src/contract/backoffice/proofs'
import { ARTWORK_MESSAGES, MAX_PROOF_UPLOAD_BODY_BYTES } from '../../../src/domain/artwork-files'
import { endpointPathTest } from '../../platform/http/endpoint-path'
import { HttpError } from '../../platform/http/http-error'
import type { ProofUpload } from './send-proof.use-case'

// The HTTP side of proof files (docs/decisions/076-proof-approval.md, "Served safely").

/** The multipart route of a round, for the write guard and the upload body bound of the Portal API. */
export const isProofUpload = endpointPathTest(ADMIN_PROOF_ENDPOINTS.send)
export const PROOF_UPLOADS = { isUpload: isProofUpload, maxBodyBytes: MAX_PROOF_UPLOAD_BODY_BYTES }

/** The PDF (field `file`) and the note (field `note`) of a round; the rules on them are the use case's. */
export async function readProofUpload(c: Context): Promise<ProofUpload> {
  const form = await c.req.parseBody().catch(() => null)
  const file = form?.[PROOF_UPLOAD_FIELDS.file]
  // A file part, whatever realm built its class (the body parser's File is not always the global one).
  if (typeof file !== 'object' || file === null || !('arrayBuffer' in file)) {
    throw new HttpError(422, ARTWORK_MESSAGES.missing)
  }
  const note = form?.[PROOF_UPLOAD_FIELDS.note]
  return { bytes: new Uint8Array(await file.arrayBuffer()), note: typeof note === 'string' ? note : null }
}

/** `inline` with an ASCII fallback name and the exact one in RFC 5987 form. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
  return `inline; filename="${ascii || 'bat.pdf'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

// A proof is a file from outside: shown inline, but in a sandbox, so a hostile PDF runs no script in our origin.
export const proofFileHeaders = (bytes: Uint8Array, fileName: string): Record<string, string> => ({
  'Content-Type': 'application/pdf',
  'Content-Length': String(bytes.byteLength),
  'Content-Disposition': inlineDisposition(fileName),
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
})
