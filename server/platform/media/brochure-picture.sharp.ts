// PDF readers only take JPEG and PNG (pdf-lib embeds nothing else), while the media renditions are
// WebP: each picture is converted once, on a white ground since JPEG has no transparency.
const JPEG_QUALITY = 82

export type PdfPicture = { jpeg: Uint8Array; width: number; height: number }

export async function pdfPicture(bytes: Uint8Array, maxWidth: number): Promise<PdfPicture | null> {
  try {
    // Imported when first needed: loading sharp costs 100-160 ms of a start (decision 061).
    const { default: sharp } = await import('sharp')
    const { data, info } = await sharp(bytes)
      .resize({ width: maxWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { jpeg: new Uint8Array(data), width: info.width, height: info.height }
  } catch {
    // An unreadable picture leaves its place empty rather than losing the whole brochure.
    return null
  }
}
