import { fileTypeFromBuffer } from 'file-type'
import { imagePixelsCheck, MAX_MEDIA_DOCUMENT_BYTES, MAX_MEDIA_IMAGE_BYTES } from '../../../src/domain/media-limits'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { hasPdfStructure } from '../../showcase/showcase.public'

// What an upload to the media library is, from its bytes only (decision 036): the browser's declared type
// and the file's name are not believed. An image must also decode (sharp reads its size); a PDF must
// have a PDF's structure, not only its first bytes (a polyglot is refused).

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

export type CheckedUpload =
  | { kind: 'image'; mimeType: string; extension: string; width: number; height: number }
  | { kind: 'document'; mimeType: 'application/pdf'; extension: 'pdf' }

export type UploadRefusal = { status: 413 | 415 | 422; message: string }

export async function checkUpload(bytes: Uint8Array): Promise<CheckedUpload | UploadRefusal> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  const imageExtension = detected === undefined ? undefined : IMAGE_TYPES[detected.mime]
  if (detected !== undefined && imageExtension !== undefined) {
    if (bytes.byteLength > MAX_MEDIA_IMAGE_BYTES) return { status: 413, message: M.imageTooBig }
    try {
      // Imported when first needed: loading sharp costs 100-160 ms of a start (decision 061).
      const { default: sharp } = await import('sharp')
      // The header only: an image above the stated limit is told so, not called unreadable.
      const meta = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata()
      if (!meta.width || !meta.height) return { status: 422, message: M.imageUnreadable }
      const pixels = imagePixelsCheck(meta.width, meta.height)
      if (pixels.kind === 'refused') return { status: 422, message: pixels.message }
      const size = { width: meta.width, height: meta.height }
      return { kind: 'image', mimeType: detected.mime, extension: imageExtension, ...size }
    } catch {
      return { status: 422, message: M.imageUnreadable }
    }
  }
  if (detected?.mime === 'application/pdf') {
    if (bytes.byteLength > MAX_MEDIA_DOCUMENT_BYTES) return { status: 413, message: M.documentTooBig }
    if (!hasPdfStructure(bytes)) return { status: 422, message: M.documentUnreadable }
    return { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' }
  }
  return { status: 415, message: M.typeRefused }
}

export const isRefusal = (checked: CheckedUpload | UploadRefusal): checked is UploadRefusal => 'status' in checked
