// The name a file sent by someone outside downloads under (decision 065): the sender chose it, so it says
// nothing reliable. Control and bidirectional characters are dropped (a right-to-left override turns
// `cv\u202Efdp.exe` into what reads as `cvexe.pdf`), characters a file system refuses become `_`, and the
// extension is the one of the type read from the file's bytes when it was sent, never the name's.

// C0 and C1 controls, the bidirectional marks, embeddings, overrides and isolates, and the invisible
// format characters that can hide between letters (zero-width spaces and joiners, word joiner, BOM).
const HIDDEN =
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/gu
// Refused or meaningful in a file name on Windows, macOS or Linux, and the quote of the header.
const UNSAFE = /[<>:"/\\|?*]+/g
const TRAILING_EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u
const MAX_BASE_LENGTH = 120

/** `cv.pdf.html` stored as a PDF downloads as `cv.pdf`; `cv\u202Efdp.exe` as `cvfdp.pdf`. */
export function downloadName(sentName: string, extension: string, fallback: string): string {
  let base = sentName.normalize('NFC').replace(HIDDEN, '').replace(UNSAFE, '_').trim()
  // The sent extension goes, and a copy of the real one left before it (`cv.pdf.html`) with it.
  base = base.replace(TRAILING_EXTENSION, '')
  if (base.toLowerCase().endsWith(`.${extension}`)) base = base.slice(0, -(extension.length + 1))
  base = [...base.replace(/^[\s.]+|[\s.]+$/g, '')].slice(0, MAX_BASE_LENGTH).join('').trim()
  return `${base === '' ? fallback : base}.${extension}`
}
