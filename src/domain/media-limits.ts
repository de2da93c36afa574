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
