import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Brochure } from '../../../../server/platform/media/brochure'
import { closeBrochureRenderer, renderBrochurePdf } from '../../../../server/platform/media/brochure-renderer'
import { readPdf } from '../../support/pdf-reading'

// Decision 061: the catalogue PDFs are drawn in a worker thread, never on the thread that serves.
afterAll(closeBrochureRenderer)

async function aBrochure(): Promise<Brochure> {
  const pixels = { create: { width: 200, height: 150, channels: 3 as const, background: { r: 31, g: 58, b: 61 } } }
  const picture = { bytes: new Uint8Array(await sharp(pixels).webp().toBuffer()), alt: 'Étui' }
  return {
    title: 'Vins et spiritueux 2026',
    subtitle: 'Catalogue spécialisé — Vins et spiritueux',
    company: 'Écrin SAS',
    introduction: ['Coffrets bouteilles et étuis magnum.'],
    cover: picture,
    products: [{ name: 'Coffret magnum', category: 'Coffrets', paragraphs: ['Carton rigide.'], picture, variants: [] }],
    closing: ['Échantillons sur demande.'],
    contact: ['Écrin SAS — 12 rue des Cartonniers, 37000 Tours'],
    keywords: ['emballages'],
  }
}

describe('the catalogue PDF renderer', () => {
  it('draws the brochure in a worker thread: pdf-lib is never called on this one', async () => {
    const create = vi.spyOn(PDFDocument, 'create')
    const bytes = await renderBrochurePdf(await aBrochure())
    expect(create).not.toHaveBeenCalled()
    const pdf = await readPdf(bytes)
    expect(pdf.text).toContain('Coffret magnum')
    expect(pdf.text).toContain('Vins et spiritueux 2026')
  })
})
