import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { media, productVariants, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { catalogues } from '../../../server/platform/db/schema-showcase-content'
import { backgroundJobs } from '../../../server/platform/jobs/jobs.public'
import { mediaKey } from '../../../server/platform/storage/storage.public'
import { minimalPdf } from '../../support/minimal-pdf'
import { json } from '../support/http'
import { readPdf } from '../support/pdf-reading'
import { SHOWCASE } from './support/showcase-content'
import { seededDocument } from './support/seeded-media'
import { useShowcaseApp } from './support/showcase-test-app'

// The catalogue-brochures job (decision 049): a catalogue's PDF follows its content without a restart.
const t = useShowcaseApp({ seed: 'each', files: true })
const runJobs = () => backgroundJobs(t.deps.background).runDue()
type PublicCatalogue = { title: string; pdf_url: string; pdf_size_bytes: number }
const publicCatalogues = async (): Promise<PublicCatalogue[]> =>
  json(await t.app.request('/storefront-api/api/catalogues'))
const fileOf = (url: string) => join(t.mediaDir, url.replace(/^\/media\//, ''))
const regenerated = () => t.logger.infos.filter((line) => line.startsWith('Catalogues PDF régénérés'))
const firstPublished = async () => {
  const [product] = await t.db.select().from(showcaseProducts).where(eq(showcaseProducts.published, true)).limit(1)
  if (product === undefined) throw new Error('no published product in the seed')
  return product
}

// Both demo catalogues choose the first product (the magnetic box): its edit changes both PDFs.
async function expectRenderedAgain(before: PublicCatalogue[]) {
  const after = await publicCatalogues()
  for (const [index, catalogue] of after.entries()) {
    const previous = before[index]
    expect(catalogue.pdf_url).not.toBe(previous?.pdf_url)
    expect(catalogue.pdf_url).toMatch(seededDocument(SHOWCASE.catalogues[index]?.pdfKey))
    expect(existsSync(fileOf(previous?.pdf_url ?? ''))).toBe(false)
    expect(statSync(fileOf(catalogue.pdf_url)).size).toBe(catalogue.pdf_size_bytes)
    const served = await t.app.request(catalogue.pdf_url)
    expect(served.status).toBe(200)
  }
  expect(regenerated()).toEqual([
    `Catalogues PDF régénérés : ${SHOWCASE.catalogues.map((catalogue) => `« ${catalogue.title} »`).join(', ')}`,
  ])
  return after
}

describe('the catalogue-brochures job', () => {
  it("renders the PDFs again, under new keys, when a product's name changed, and removes the old files", async () => {
    const before = await publicCatalogues()
    const product = await firstPublished()
    await t.db.update(showcaseProducts).set({ name: 'Coffret renommé' }).where(eq(showcaseProducts.id, product.id))
    await runJobs()
    const after = await expectRenderedAgain(before)
    for (const catalogue of after)
      expect((await readPdf(readFileSync(fileOf(catalogue.pdf_url)))).text).toContain('Coffret renommé')
  })

  it("renders the PDFs again when a variant's picture changed", async () => {
    const before = await publicCatalogues()
    const [variant] = await t.db.select().from(productVariants).limit(1)
    const [other] = await t.db
      .select({ id: media.id })
      .from(media)
      .where(ne(media.id, variant?.imageId ?? 0))
      .limit(1)
    await t.db
      .update(productVariants)
      .set({ imageId: other?.id ?? null })
      .where(eq(productVariants.id, variant?.id ?? 0))
    await runJobs()
    await expectRenderedAgain(before)
  })

  it('leaves an unchanged catalogue alone: same key, same file, no rendering', async () => {
    const [first, second] = await publicCatalogues()
    const keyOf = (catalogue: PublicCatalogue | undefined) => (catalogue?.pdf_url ?? '').replace(/^\/media\//, '')
    const secondRow = async () =>
      (
        await t.db
          .select()
          .from(media)
          .where(eq(media.key, keyOf(second)))
      )[0]
    const untouched = { row: await secondRow(), modified: statSync(fileOf(second?.pdf_url ?? '')).mtimeMs }
    await runJobs()
    expect(regenerated()).toEqual([])
    expect(await publicCatalogues()).toEqual([first, second])

    await t.db
      .update(catalogues)
      .set({ description: 'Une nouvelle introduction.' })
      .where(eq(catalogues.title, first?.title ?? ''))
    t.clock.advance(61_000)
    await runJobs()
    const [firstAfter, secondAfter] = await publicCatalogues()
    expect(regenerated()).toEqual([`Catalogues PDF régénérés : « ${first?.title} »`])
    expect(firstAfter?.pdf_url).not.toBe(first?.pdf_url)
    expect(secondAfter).toEqual(second)
    expect(await secondRow()).toEqual(untouched.row)
    expect(statSync(fileOf(second?.pdf_url ?? '')).mtimeMs).toBe(untouched.modified)
  })

  it('never replaces an uploaded PDF', async () => {
    const uploaded = minimalPdf(2048)
    const key = 'bibliotheque/0123456789abcdef-abcdef.pdf'
    await t.files.put(mediaKey(key), uploaded, 'application/pdf')
    const [row] = await t.db
      .insert(media)
      .values({ key, kind: 'document', mimeType: 'application/pdf', source: 'upload:catalogue.pdf', sizeBytes: 2048 })
      .returning()
    const [first, second] = await publicCatalogues()
    await t.db
      .update(catalogues)
      .set({ pdfId: row?.id ?? 0 })
      .where(eq(catalogues.title, first?.title ?? ''))
    const product = await firstPublished()
    await t.db.update(showcaseProducts).set({ name: 'Coffret renommé' }).where(eq(showcaseProducts.id, product.id))
    await runJobs()
    const [firstAfter, secondAfter] = await publicCatalogues()
    // Offered under the catalogue's title (decision 049, addendum).
    const named = `/media/${key}?nom=parfumerie-et-cosmetique-2026.pdf`
    expect(firstAfter).toMatchObject({ title: 'Parfumerie et cosmétique 2026', pdf_url: named, pdf_size_bytes: 2048 })
    expect(new Uint8Array(readFileSync(fileOf(`/media/${key}`)))).toEqual(uploaded)
    expect(
      (
        await t.db
          .select()
          .from(media)
          .where(eq(media.id, row?.id ?? 0))
      )[0],
    ).toEqual(row)
    // The generated PDF of the other catalogue did follow the product: the job ran.
    expect(secondAfter?.pdf_url).not.toBe(second?.pdf_url)
    expect(regenerated()).toEqual([`Catalogues PDF régénérés : « ${second?.title} »`])
  })

  it('renders once when several servers run their jobs at the same time', async () => {
    const product = await firstPublished()
    await t.db.update(showcaseProducts).set({ name: 'Coffret renommé' }).where(eq(showcaseProducts.id, product.id))
    await Promise.all([runJobs(), runJobs(), runJobs()])
    expect(regenerated()).toHaveLength(1)
  })
})
