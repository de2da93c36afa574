import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { media, showcaseCategories } from '../../../server/platform/db/schema-showcase'
import { backgroundJobs } from '../../../server/platform/jobs/jobs.public'
import { answer, signedInShowcaseAdmin } from '../showcase-admin/support/home-fixtures'
import { minimalPdf } from '../../support/minimal-pdf'
import { json } from '../support/http'
import { readPdf } from '../support/pdf-reading'
import { useShowcaseApp } from './support/showcase-test-app'

// What a catalogue's PDF lists (decision 049, addendum): the published products of its chosen categories
// (as category or sub-category) and its chosen products, in the site's order; none chosen, the whole
// catalogue. A catalogue created in the back office can have its PDF generated.
const t = useShowcaseApp({ seed: 'each', files: true })
type PublicCatalogue = { title: string; pdf_url: string; pdf_size_bytes: number }
const publicCatalogues = async (): Promise<PublicCatalogue[]> =>
  json(await t.app.request('/storefront-api/api/catalogues'))
const pdfOf = async (title: string) => {
  const catalogue = (await publicCatalogues()).find((row) => row.title === title)
  if (catalogue === undefined) throw new Error(`no catalogue ${title}`)
  return readPdf(readFileSync(join(t.mediaDir, catalogue.pdf_url.replace(/^\/media\//, ''))))
}
const categoryIds = async (...slugs: string[]) =>
  (await t.db.select().from(showcaseCategories).where(inArray(showcaseCategories.slug, slugs))).map((row) => row.id)

describe('the products of a specialised catalogue’s PDF', () => {
  it('lists only what the demo catalogues chose: no jewellery box in the wine catalogue', async () => {
    const wine = await pdfOf('Vins, spiritueux et gastronomie 2026')
    expect(wine.text).toContain('Ballotin à chocolats')
    expect(wine.text).toContain('Coffret rigide à fermeture aimantée')
    expect(wine.text).not.toContain('Écrin à bijoux gainé velours')
    expect(wine.text).not.toContain('Étui pliant pour flacon de parfum')
    expect(wine.title).toBe('Vins, spiritueux et gastronomie 2026')
    const perfume = await pdfOf('Parfumerie et cosmétique 2026')
    expect(perfume.text).toContain('Étui pliant pour flacon de parfum')
    expect(perfume.text).not.toContain('Ballotin à chocolats')
    expect(perfume.text).not.toContain('Écrin à bijoux gainé velours')
  })

  it('generates the PDF of a catalogue created in the back office, with its chosen category', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const [jewellery] = await categoryIds('ecrins-bijoux')
    const created = await answer(
      await call('POST', '/admin/catalogues', {
        title: 'Joaillerie 2026',
        sector: 'Joaillerie',
        pdf_origin: 'generated',
        category_ids: [jewellery],
      }),
      201,
    )
    expect(created).toMatchObject({ pdf_origin: 'generated', category_ids: [jewellery], product_ids: [] })
    const [placeholder] = await t.db.select().from(media).where(eq(media.id, created.pdf_id))
    expect(placeholder).toMatchObject({ kind: 'document', source: null, sizeBytes: null })

    await backgroundJobs(t.deps.background).runDue()
    const pdf = await pdfOf('Joaillerie 2026')
    expect(pdf.title).toBe('Joaillerie 2026')
    expect(pdf.text).toContain('Écrin à bijoux gainé velours')
    expect(pdf.text).not.toContain('Ballotin à chocolats')
    const [served] = (await publicCatalogues()).filter((row) => row.title === 'Joaillerie 2026')
    expect(served?.pdf_size_bytes).toBeGreaterThan(0)
  })

  it('lists the whole catalogue when nothing is chosen', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    await answer(
      await call('POST', '/admin/catalogues', { title: 'Tout Écrin', sector: 'Tous', pdf_origin: 'generated' }),
      201,
    )
    await backgroundJobs(t.deps.background).runDue()
    const pdf = await pdfOf('Tout Écrin')
    const everyProduct = ['Écrin à bijoux gainé velours', 'Ballotin à chocolats', 'Présentoir de comptoir en carton']
    for (const name of everyProduct) expect(pdf.text).toContain(name)
  })

  it('offers an uploaded PDF under the catalogue’s title, a generated one under its own name', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    mkdirSync(join(t.mediaDir, 'uploads'), { recursive: true })
    writeFileSync(join(t.mediaDir, 'uploads/3f2a9c-0b1d2e.pdf'), minimalPdf(2048))
    const [upload] = await t.db
      .insert(media)
      .values({
        key: 'uploads/3f2a9c-0b1d2e.pdf',
        kind: 'document',
        mimeType: 'application/pdf',
        source: 'upload:uploads/3f2a9c-0b1d2e.pdf',
        sizeBytes: 2048,
      })
      .returning({ id: media.id })
    await answer(
      await call('POST', '/admin/catalogues', {
        title: 'Épicerie fine & thés 2026',
        sector: 'Épicerie fine',
        pdf_origin: 'uploaded',
        pdf_id: upload!.id,
      }),
      201,
    )
    const listed = await publicCatalogues()
    const uploaded = listed.find((row) => row.title === 'Épicerie fine & thés 2026')
    const served = await t.app.request(uploaded!.pdf_url)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Disposition')).toBe('inline; filename="epicerie-fine-thes-2026.pdf"')
    const generated = await t.app.request(listed.find((row) => row.title.startsWith('Vins'))!.pdf_url)
    expect(generated.headers.get('Content-Disposition')).toMatch(
      /^inline; filename="ecrin-vins-spiritueux-et-gastronomie-2026-[0-9a-f]{8}\.pdf"$/,
    )
    const forged = await t.app.request(`${uploaded!.pdf_url.split('?')[0]}?nom=${encodeURIComponent('a"b.pdf')}`)
    expect(forged.headers.get('Content-Disposition')).toBe('inline; filename="3f2a9c-0b1d2e.pdf"')
  })
})
