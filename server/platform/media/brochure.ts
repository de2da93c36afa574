// A brochure as plain data: what the PDF renderer draws (server/platform/media/brochure-pdf.pdf-lib.ts).
// Pictures are the stored image bytes in any format sharp reads (the media renditions are WebP).

export type BrochurePicture = { bytes: Uint8Array; alt: string }

export type BrochureVariant = { reference: string; details: readonly string[]; picture: BrochurePicture | null }

export type BrochureProduct = {
  name: string
  category: string
  paragraphs: readonly string[]
  picture: BrochurePicture | null
  variants: readonly BrochureVariant[]
}

export type Brochure = {
  title: string
  subtitle: string
  // The publisher, shown on the cover and recorded as the PDF's author.
  company: string
  // The cover's text, then the closing section's ("Votre projet") before the contact lines.
  introduction: readonly string[]
  closing: readonly string[]
  cover: BrochurePicture | null
  products: readonly BrochureProduct[]
  // Contact lines at the foot of the cover and of the last page.
  contact: readonly string[]
  keywords: readonly string[]
}
