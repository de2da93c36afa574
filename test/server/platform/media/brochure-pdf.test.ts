import fc from 'fast-check'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Brochure, BrochureProduct } from '../../../../server/platform/media/brochure'
import { renderBrochurePdf } from '../../../../server/platform/media/brochure-pdf.pdf-lib'
import { winAnsiText, wrapLines } from '../../../../server/platform/media/pdf-text'
import { hasPdfStructure } from '../../../../server/platform/shared/document-structure'
import { readPdf } from '../../support/pdf-reading'

let webp: Uint8Array
beforeAll(async () => {
  // A picture as the media library stores it: WebP, with transparency.
  const pixels = {
    create: { width: 400, height: 300, channels: 4 as const, background: { r: 31, g: 58, b: 61, alpha: 0.5 } },
  }
  webp = new Uint8Array(await sharp(pixels).webp().toBuffer())
})

const aProduct = (name: string, overrides: Partial<BrochureProduct> = {}): BrochureProduct => ({
  name,
  category: 'Étuis et boîtes pliantes',
  paragraphs: ['Un étui en carton compact, imprimé en quadrichromie, avec fenêtre et dorure à chaud.'],
  picture: { bytes: webp, alt: name },
  variants: [
    {
      reference: 'Réf. ECR-ET-001-S',
      details: ['Dimensions (L × H × P) : 60 × 120 × 40 mm', 'Couleur : Blanc'],
      picture: { bytes: webp, alt: 'S' },
    },
    { reference: 'Réf. ECR-ET-001-M', details: ['Couleur : Noir'], picture: null },
  ],
  ...overrides,
})

const aBrochure = (overrides: Partial<Brochure> = {}): Brochure => ({
  title: 'Parfumerie et cosmétique 2026',
  subtitle: 'Catalogue spécialisé — Parfumerie et cosmétique',
  company: 'Écrin SAS',
  introduction: ['Étuis de flacons, coffrets de soin : l’essentiel de nos structures, à 12,50 € l’unité.'],
  cover: { bytes: webp, alt: 'Couverture' },
  products: [
    aProduct('Coffret rigide à fermeture aimantée'),
    aProduct('Étui pliant à fenêtre'),
    aProduct('Sac kraft à poignées'),
  ],
  closing: ['Échantillons et maquettes blanches sur demande.'],
  contact: ['Écrin SAS — 12 rue des Cartonniers, 37000 Tours'],
  keywords: ['emballages'],
  ...overrides,
})

describe('brochure PDF (pdf-lib)', () => {
  it('has a cover then a page per product, numbered, with the French metadata', async () => {
    const pdf = await readPdf(await renderBrochurePdf(aBrochure()))
    expect(pdf.pageCount).toBe(4)
    expect(pdf).toMatchObject({ title: 'Parfumerie et cosmétique 2026', author: 'Écrin SAS', language: 'fr-FR' })
    expect(pdf.pages[0]).toContain('Parfumerie et cosmétique 2026')
    expect(pdf.pages[0]).toContain('ÉCRIN SAS')
    expect(pdf.pages[1]).toContain('Coffret rigide à fermeture aimantée')
    expect(pdf.pages[2]).toContain('Étui pliant à fenêtre')
    expect(pdf.pages[3]).toContain('Sac kraft à poignées')
    pdf.pages.slice(1).forEach((page, index) => expect(page).toContain(`${index + 2} / 4`))
    expect(pdf.pages[0]).not.toContain('1 / 4')
  })

  it('keeps accents, the apostrophe ’, « » and € as WinAnsi text', async () => {
    const pdf = await readPdf(await renderBrochurePdf(aBrochure()))
    expect(pdf.text).toContain('l’essentiel de nos structures, à 12,50 € l’unité.')
    expect(pdf.text).toContain('Réf. ECR-ET-001-S')
    expect(pdf.text).toContain('60 × 120 × 40 mm')
  })

  it('draws characters outside WinAnsi as close as it can instead of failing', async () => {
    const name = 'Boîte 30\u202f% recyclée → ≤ 2 kg, Łódź, 礼品盒 📦'
    const pdf = await readPdf(await renderBrochurePdf(aBrochure({ products: [aProduct(name)] })))
    expect(pdf.text).toContain('Boîte 30\u00a0% recyclée -> <= 2 kg, ?ódz, ??? ?')
  })

  it('keeps the cover to one page, however long its introduction', async () => {
    const introduction = Array.from({ length: 30 }, () =>
      'Une introduction bien trop longue pour la couverture. '.repeat(4),
    )
    const pdf = await readPdf(await renderBrochurePdf(aBrochure({ introduction })))
    expect(pdf.pageCount).toBe(4)
    expect(pdf.pages[0]).toContain('Écrin SAS — 12 rue des Cartonniers, 37000 Tours')
    expect(pdf.pages[1]).toContain('Coffret rigide à fermeture aimantée')
    expect(pdf.pages[1]).not.toContain('Une introduction')
  })

  it('embeds the WebP pictures as JPEG', async () => {
    const pdf = await readPdf(await renderBrochurePdf(aBrochure()))
    // The cover, then each product's picture and its first variant's thumbnail.
    expect(pdf.images).toHaveLength(1 + 3 * 2)
    expect(new Set(pdf.images)).toEqual(new Set(['/DCTDecode']))
  })

  it('continues a long product on the next pages, and wraps every line inside the margins', async () => {
    const long = aProduct('Coffret bouteille', {
      paragraphs: Array.from(
        { length: 40 },
        (_, i) => `Paragraphe ${i + 1} : ${'calage sur mesure en carton '.repeat(12)}`,
      ),
    })
    const bytes = await renderBrochurePdf(aBrochure({ products: [long] }))
    const pdf = await readPdf(bytes)
    expect(pdf.pageCount).toBeGreaterThan(3)
    expect(pdf.text).toContain('Paragraphe 40 :')
    // Each page it continues on says whose it is.
    for (const page of pdf.pages.slice(2, -1)) expect(page).toContain('Coffret bouteille (suite)')
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    const lines = wrapLines('calage '.repeat(200), font, 10.5, 483)
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(483)
    expect(wrapLines('x'.repeat(400), font, 10.5, 100).every((line) => font.widthOfTextAtSize(line, 10.5) <= 100)).toBe(
      true,
    )
  })

  it('gives the same bytes for the same content, in a structure the upload check accepts', async () => {
    const first = await renderBrochurePdf(aBrochure())
    expect(Buffer.from(await renderBrochurePdf(aBrochure())).equals(Buffer.from(first))).toBe(true)
    expect(hasPdfStructure(first)).toBe(true)
  })

  it('makes any text drawable by the standard fonts', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(() => font.encodeText(winAnsiText(text))).not.toThrow()
      }),
    )
  })
})
