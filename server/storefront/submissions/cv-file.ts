import { fileTypeFromBuffer } from 'file-type'
import { CV_TYPES, type CvExtension } from '../../../src/domain/cv-limits'

export type CvKind = { extension: CvExtension; mimeType: string }

const DOCX_MIME = CV_TYPES.docx

// The type comes from the bytes, never from the name or the browser's Content-Type: a renamed
// executable (ELF, MZ) is refused even when called cv.pdf.
export async function detectCvKind(bytes: Uint8Array): Promise<CvKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected === undefined) return null
  if (detected.mime === CV_TYPES.pdf) return { extension: 'pdf', mimeType: CV_TYPES.pdf }
  if (detected.mime === DOCX_MIME) return { extension: 'docx', mimeType: DOCX_MIME }
  if (detected.mime === 'application/zip' && containsAscii(bytes, 'word/')) return { extension: 'docx', mimeType: DOCX_MIME }
  // A compound file is also an MSI installer or an Excel workbook: Word keeps a "WordDocument" stream.
  if (detected.mime === 'application/x-cfb' && containsUtf16(bytes, 'WordDocument')) {
    return { extension: 'doc', mimeType: CV_TYPES.doc }
  }
  return null
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'latin1'))
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'utf16le'))
}
