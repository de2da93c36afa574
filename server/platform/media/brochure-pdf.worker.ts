import { Piscina } from 'piscina'
import type { Brochure } from './brochure'
import { renderBrochurePdf } from './brochure-pdf.pdf-lib'

// The catalogue PDF drawing, in a worker thread of the pool of brochure-renderer.ts: pdf-lib's
// drawing is seconds of JavaScript that would otherwise hold the serving thread (decision 061). The
// bytes are moved back to the serving thread, not copied.
export default async function drawBrochure(brochure: Brochure) {
  const bytes = await renderBrochurePdf(brochure)
  return Piscina.move(bytes)
}
