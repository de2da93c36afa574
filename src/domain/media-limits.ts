// The media library of the showcase back office (decision 036): what an upload may be. The bytes are
// sniffed on the server (the declared type and the file name are not believed).

/** Images (JPEG, PNG, WebP, AVIF, GIF): re-encoded to WebP sizes once, on upload. */
export const MAX_MEDIA_IMAGE_BYTES = 10 * 1024 * 1024
/** Documents (the specialised catalogues' PDFs). */
export const MAX_MEDIA_DOCUMENT_BYTES = 25 * 1024 * 1024
/** The widest file plus room for the form's other fields (alt text, multipart headers). */
export const MAX_MEDIA_UPLOAD_BODY_BYTES = MAX_MEDIA_DOCUMENT_BYTES + 64 * 1024
/** The alternative text every image needs (accessibility), bounded like any line of text. */
export const MAX_ALT_LENGTH = 250

/**
 * The most pixels an image may have, in both back offices (a catalogue image, a medium): an 8000 × 8000
 * export or a 61-megapixel camera's photograph passes; a decompression bomb (a small file that claims
 * a huge canvas) is refused from its header, before anything is decoded.
 */
export const MAX_IMAGE_MEGAPIXELS = 64
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000
export const IMAGE_TOO_MANY_PIXELS = `Image trop grande : ${MAX_IMAGE_MEGAPIXELS} mégapixels au plus.`

/** Whether an image of this size may be kept; the header's width and height, before decoding. */
export function imagePixelsCheck(width: number, height: number): { kind: 'ok' } | { kind: 'refused'; message: string } {
  return width * height > MAX_IMAGE_PIXELS ? { kind: 'refused', message: IMAGE_TOO_MANY_PIXELS } : { kind: 'ok' }
}

/** What the browser knows of a chosen file before sending it. */
export type ChosenFile = { readonly size: number; readonly type: string; readonly name: string }

/** What a file field accepts: its types (as in `accept`), its size, and what it says when refused. */
export type FileRule = {
  readonly types: readonly string[]
  readonly maxBytes: number
  readonly typeMessage: string
  readonly sizeMessage: string
}

/**
 * Checked in the browser before anything is sent, so a 16 MB file is refused at once. The type is what
 * the browser guesses from the name (empty when it cannot): an empty type is left to the server, which
 * reads the bytes anyway; a type the field does not accept is refused here.
 */
export function chosenFileCheck(
  file: ChosenFile,
  rule: FileRule,
): { kind: 'ok' } | { kind: 'refused'; message: string } {
  if (file.type !== '' && !rule.types.includes(file.type)) return { kind: 'refused', message: rule.typeMessage }
  if (file.size > rule.maxBytes) return { kind: 'refused', message: rule.sizeMessage }
  return { kind: 'ok' }
}
