import { unzipSync } from 'fflate'

// Structure checks of uploaded documents (decision 028). Magic bytes alone let polyglots through
// (`%PDF-1.4` followed by an HTML page, a zip whose only "word/" is text inside some entry): a file is
// accepted only when its real structure is that of its type.

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1')

/**
 * A PDF: the header at the start, then at the end `startxref <offset> %%EOF`, the offset pointing at a
 * cross-reference table (`xref`, followed by a trailer naming the document's /Root) or at a
 * cross-reference stream object (`N G obj`, with `/Type /XRef`).
 */
export function hasPdfStructure(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, Math.min(bytes.length, 16)))) return false
  const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length)
  const end = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(tail)
  if (end?.[1] === undefined) return false
  const offset = Number(end[1])
  if (offset < 8 || offset >= bytes.length) return false
  const section = latin1(bytes, offset, Math.min(bytes.length, offset + 4096))
  if (section.startsWith('xref')) {
    const trailer = latin1(bytes, offset, bytes.length)
    return /trailer\s*<<[\s\S]*\/Root\s+\d+\s+\d+\s+R[\s\S]*>>/.test(trailer)
  }
  return /^\d+\s+\d+\s+obj\s*<<[\s\S]*\/Type\s*\/XRef/.test(section)
}

/** A DOCX: a zip whose central directory lists `[Content_Types].xml` and `word/document.xml`. */
export function hasDocxStructure(bytes: Uint8Array): boolean {
  const names = new Set<string>()
  try {
    // The filter sees every entry of the central directory; returning false skips its decompression.
    unzipSync(bytes, {
      filter: (entry) => {
        names.add(entry.name)
        return false
      },
    })
  } catch {
    return false
  }
  return names.has('[Content_Types].xml') && names.has('word/document.xml')
}
