import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { media, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { renditionFileName } from '../../../server/platform/media/media-files'
import { CONTENT_IMAGES_DIR } from '../../../server/showcase/pages/content-paths'
import { ensureShowcaseMedia } from '../../../server/platform/startup/ensure-showcase-media'
import { json } from '../support/http'
import { readPdf } from '../support/pdf-reading'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'
import { seededDocument, seededKey } from './support/seeded-media'

const t = useShowcaseApp({ seed: 'once', files: true })
const images = () => t.db.select().from(media).where(eq(media.kind, 'image'))
const ensure = () => ensureShowcaseMedia(t.db, t.files, { imagesDir: CONTENT_IMAGES_DIR }, t.logger)

describe('image renditions', () => {
  it('renders every image of the seed into WebP files of exactly the recorded size', async () => {
    const rows = await images()
    const keys = new Set(rows.map((row) => row.key))
    for (const product of SHOWCASE.products) {
      for (const variant of product.variants)
        expect([...keys].some((key) => seededKey(variant.imageKey).test(key))).toBe(true)
    }
    for (const row of rows) {
      const renditions = row.renditions
      expect(renditions.length).toBeGreaterThan(0)
      const largest = renditions[renditions.length - 1]
      expect({ width: row.width, height: row.height }).toEqual(largest)
      for (const rendition of renditions) {
        const metadata = await sharp(join(t.mediaDir, renditionFileName(row.key, rendition.width))).metadata()
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format: 'webp',
          ...rendition,
        })
      }
    }
  })

  it('keeps the widths 320, 640 and 1280 up to the size of the source', async () => {
    const rows = await images()
    const widthsOf = (prefix: string) =>
      rows.filter((row) => row.key.startsWith(prefix)).map((row) => row.renditions.map((r) => r.width))
    for (const widths of widthsOf('products/')) expect(widths).toEqual([320, 640, 1280])
    for (const widths of widthsOf('partners/')) expect(widths).toEqual([320, 640])
    for (const widths of widthsOf('catalogues/')) expect(widths).toEqual([320, 640])
  })

  it('writes nothing when the files are there, and only what is missing otherwise', async () => {
    expect(await ensure()).toBe(0)
    const [row] = await images()
    const file = join(t.mediaDir, renditionFileName(row?.key ?? '', 640))
    rmSync(file)
    expect(await ensure()).toBe(1)
    expect(statSync(file).size).toBeGreaterThan(0)
  })
})

describe('catalogue PDFs', () => {
  const published = () =>
    t.db.select({ name: showcaseProducts.name }).from(showcaseProducts).where(eq(showcaseProducts.published, true))
  const rename = (id: number, name: string) =>
    t.db.update(showcaseProducts).set({ name }).where(eq(showcaseProducts.id, id))
  const pdfOf = (url: string) => readFileSync(join(t.mediaDir, url.replace(/^\/media\//, '')))

  it('writes for each catalogue a multi-page PDF of its products, of the size the API announces', async () => {
    const catalogues = await json(await t.app.request('/storefront-api/api/catalogues'))
    const names = new Set((await published()).map((product) => product.name))
    for (const [index, catalogue] of catalogues.entries()) {
      const seeded = SHOWCASE.catalogues[index]
      expect(catalogue.pdf_url).toMatch(seededDocument(seeded?.pdfKey))
      // What the catalogue chose (decision 049, addendum): its categories' products and its own products.
      const chosen = (slug: string | undefined) => slug !== undefined && seeded?.categorySlugs.includes(slug)
      const products = SHOWCASE.products.filter(
        (product) =>
          names.has(product.name) &&
          (chosen(product.categorySlug) ||
            chosen(product.subCategorySlug) ||
            seeded?.productSlugs.includes(product.slug)),
      )
      expect(products.length).toBeGreaterThan(1)
      const bytes = pdfOf(catalogue.pdf_url)
      expect(bytes.length).toBe(catalogue.pdf_size_bytes)
      const pdf = await readPdf(bytes)
      expect(pdf).toMatchObject({ title: catalogue.title, author: 'Écrin SAS', language: 'fr-FR' })
      expect(pdf.pageCount).toBeGreaterThanOrEqual(1 + products.length)
      expect(pdf.pages[0]).toContain(catalogue.sector)
      for (const product of products) expect(pdf.text).toContain(product.name)
      // The cover and product pictures, converted from the WebP renditions.
      expect(pdf.images.length).toBeGreaterThan(products.length)
    }
  })

  it('renders a catalogue again, under a new name, when its content changed', async () => {
    const [before] = await json(await t.app.request('/storefront-api/api/catalogues'))
    const [product] = await t.db.select().from(showcaseProducts).where(eq(showcaseProducts.published, true)).limit(1)
    await rename(product?.id ?? 0, 'Coffret renommé')
    try {
      expect(await ensure()).toBe(SHOWCASE.catalogues.length)
      const [after] = await json(await t.app.request('/storefront-api/api/catalogues'))
      expect(after.pdf_url).not.toBe(before.pdf_url)
      expect(after.pdf_url).toMatch(seededDocument(SHOWCASE.catalogues[0]?.pdfKey))
      expect(existsSync(join(t.mediaDir, before.pdf_url.replace(/^\/media\//, '')))).toBe(false)
      expect((await readPdf(pdfOf(after.pdf_url))).text).toContain('Coffret renommé')
    } finally {
      await rename(product?.id ?? 0, product?.name ?? '')
      await ensure()
    }
  })
})

describe('GET /media/*', () => {
  it('serves a rendition as WebP, cached for a year', async () => {
    const [row] = await images()
    const name = renditionFileName(row?.key ?? '', 320)
    const response = await t.app.request(`/media/${name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(readFileSync(join(t.mediaDir, name))))
  })

  it('serves a catalogue PDF as application/pdf', async () => {
    const [catalogue] = await json(await t.app.request('/storefront-api/api/catalogues'))
    const response = await t.app.request(catalogue.pdf_url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('answers HEAD with the headers only', async () => {
    const [row] = await images()
    const response = await t.app.request(`/media/${renditionFileName(row?.key ?? '', 320)}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0)
  })

  // The URL parser already folds these dot segments: the request never reaches /media.
  it.each(['/media/../../../etc/passwd', '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd'])(
    'does not serve %s',
    async (path) => {
      const response = await t.app.request(path)
      expect(response.status).not.toBe(200)
      expect(await response.text()).not.toContain('root:')
    },
  )

  it.each([
    '/media/..%2f..%2f..%2fetc%2fpasswd',
    '/media/products/..%2F..%2F..%2Fdb%2FPG_VERSION',
    '/media/%2fetc%2fpasswd',
    '/media/products%5c..%5c..%5cdb',
    '/media/products/inconnu-640.webp',
    '/media/',
  ])('refuses %s', async (path) => {
    const response = await t.app.request(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('root:')
  })

  it('serves only published kinds of files from the media folder', async () => {
    writeFileSync(join(t.mediaDir, 'notes.txt'), 'interne')
    writeFileSync(join(t.mediaDir, 'source.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect((await t.app.request('/media/notes.txt')).status).toBe(404)
    expect((await t.app.request('/media/source.svg')).status).toBe(404)
  })
})
