import type { Brochure } from './brochure'

// pdf-lib (about 200 ms to import) and sharp's JPEG conversion load on the first brochure that must
// be rendered, not when the server starts: most starts and most runs of the catalogue-brochures job
// find every PDF up to date (docs/decisions/049-catalogue-pdfs.md).
export async function renderBrochurePdf(brochure: Brochure): Promise<Uint8Array> {
  const renderer = await import('./brochure-pdf.pdf-lib')
  return renderer.renderBrochurePdf(brochure)
}
