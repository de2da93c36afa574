import { fileTypeFromBuffer } from 'file-type'
import { CV_TYPES, type CvExtension } from '../../../src/domain/cv-limits'
import { hasDocxStructure, hasPdfStructure } from '../../platform/shared/document-structure'

export type CvKind = { extension: CvExtension; mimeType: string }

const DOCX_MIME = CV_TYPES.docx

// The type comes from the bytes, never from the name or the browser's Content-Type: a renamed
// executable (ELF, MZ) is refused even when called cv.pdf.
export async function detectCvKind(bytes: Uint8Array): Promise<CvKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected === undefined) return null
  // The signature names a candidate type; the structure decides (docs/decisions/028-upload-structure.md).
  if (detected.mime === CV_TYPES.pdf)
    return hasPdfStructure(bytes) ? { extension: 'pdf', mimeType: CV_TYPES.pdf } : null
  const zipped = detected.mime === DOCX_MIME || detected.mime === 'application/zip'
  if (zipped) return hasDocxStructure(bytes) ? { extension: 'docx', mimeType: DOCX_MIME } : null
  // A compound file is also an MSI installer or an Excel workbook: Word keeps a "WordDocument" stream.
  if (detected.mime === 'application/x-cfb' && containsUtf16(bytes, 'WordDocument')) {
    return { extension: 'doc', mimeType: CV_TYPES.doc }
  }
  return null
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'utf16le'))
}
