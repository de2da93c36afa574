import { fileTypeFromBuffer } from 'file-type'

export type CvKind = { extension: 'pdf' | 'doc' | 'docx'; mimeType: string }

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

// The type comes from the bytes, never from the name or the browser's Content-Type: a renamed
// executable (ELF, MZ) is refused even when called cv.pdf.
export async function detectCvKind(bytes: Uint8Array): Promise<CvKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected === undefined) return null
  if (detected.mime === 'application/pdf') return { extension: 'pdf', mimeType: 'application/pdf' }
  if (detected.mime === DOCX_MIME) return { extension: 'docx', mimeType: DOCX_MIME }
  if (detected.mime === 'application/zip' && containsAscii(bytes, 'word/')) return { extension: 'docx', mimeType: DOCX_MIME }
  // A compound file is also an MSI installer or an Excel workbook: Word keeps a "WordDocument" stream.
  if (detected.mime === 'application/x-cfb' && containsUtf16(bytes, 'WordDocument')) return { extension: 'doc', mimeType: 'application/msword' }
  return null
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'latin1'))
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'utf16le'))
}
