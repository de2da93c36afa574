import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { articles, blogCategories, catalogues } from '../../../server/platform/db/schema-showcase-content'
import { homeBlocks, media } from '../../../server/platform/db/schema-showcase'
import { renditionFileName } from '../../../server/platform/media/media-files'
import { CONTENT_IMAGES_DIR } from '../../../server/showcase/pages/content-paths'
import { ensureShowcaseMedia } from '../../../server/platform/startup/ensure-showcase-media'
import { MAX_MEDIA_IMAGE_BYTES } from '../../../src/domain/media-limits'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { minimalPdf } from '../../support/minimal-pdf'
import { anAdmin } from '../support/builders'
import { callShowcase, logInShowcaseAdmin } from '../support/showcase-sessions'
import { useShowcaseApp } from '../showcase/support/showcase-test-app'
import { answer } from './support/home-fixtures'

const t = useShowcaseApp({ seed: 'none' })

async function signedIn() {
  const admin = await anAdmin(t.db, { role: 'vitrine' })
  const { storefront } = await logInShowcaseAdmin(t.app, admin)
  const token = storefront.access_token
  const call = (method: string, path: string, body?: unknown) => callShowcase(t.app, method, path, { token, body })
  const upload = (bytes: Uint8Array, name: string, alt: string | null, type = 'application/octet-stream') => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    if (alt !== null) form.append('alt', alt)
    return t.app.request('/storefront-api/admin/media', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
  }
  return { call, upload }
}

const aPng = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .png()
    .toBuffer()

describe('the media library of the showcase back office', () => {
  it('uploads an image: renditions written once, the original kept, the row audited and listed', async () => {
    const { call, upload } = await signedIn()
    const created = await answer(await upload(await aPng(), 'coffret.png', 'Un coffret en bois', 'image/png'), 201)
    expect(created).toMatchObject({
      kind: 'image',
      mime_type: 'image/webp',
      alt: 'Un coffret en bois',
      original_name: 'coffret.png',
      width: 800,
      height: 600,
      usage_count: 0,
      version: 1,
    })
    // The source's own width is the largest rendition: an 800 px upload is served at 800 px.
    expect(created.url).toMatch(/-800\.webp$/)
    expect(created.thumbnail_url).toMatch(/-320\.webp$/)
    const [row] = await t.db.select().from(media).where(eq(media.id, created.id))
    expect(row?.renditions).toEqual([
      { width: 320, height: 240 },
      { width: 640, height: 480 },
      { width: 800, height: 600 },
    ])
    for (const width of [320, 640, 800]) {
      const metadata = await sharp(join(t.mediaDir, renditionFileName(row?.key ?? '', width))).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.width).toBe(width)
    }
    expect(row?.source).toMatch(/^upload:/)
    expect(existsSync(join(join(t.dataDir, 'uploads', 'originals'), (row?.source ?? '').slice('upload:'.length)))).toBe(
      true,
    )

    // The start-up step finds every size on disk: nothing is rendered again.
    expect(await ensureShowcaseMedia(t.db, t.files, { imagesDir: CONTENT_IMAGES_DIR }, t.logger)).toBe(0)

    const list = await call('GET', '/admin/media?kind=image&q=coffret')
    expect(list.headers.get('x-total-count')).toBe('1')
    expect((await answer(list, 200)).map((item: { id: number }) => item.id)).toEqual([created.id])
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_media&entity_id=${created.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['create'])
  })

  it('keeps the width of an upload as its largest rendition, up to 2560 px', async () => {
    const { upload } = await signedIn()
    const photo = await answer(await upload(await aPng(1200, 800), 'photo.png', 'Une photo'), 201)
    expect(photo).toMatchObject({ width: 1200, height: 800 })
    const [row] = await t.db.select().from(media).where(eq(media.id, photo.id))
    expect(row?.renditions).toEqual([
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 1200, height: 800 },
    ])
    const huge = await answer(await upload(await aPng(3000, 1500), 'bandeau.png', 'Un bandeau'), 201)
    expect(huge).toMatchObject({ width: 2560, height: 1280 })
    expect(huge.url).toMatch(/-2560\.webp$/)
  })

  it('re-renders a lost size at start-up from the kept original', async () => {
    const { upload } = await signedIn()
    const created = await answer(await upload(await aPng(400, 300), 'petit.png', 'Petit visuel'), 201)
    const [row] = await t.db.select().from(media).where(eq(media.id, created.id))
    const lost = join(t.mediaDir, renditionFileName(row?.key ?? '', 320))
    const { rmSync } = await import('node:fs')
    rmSync(lost)
    expect(await ensureShowcaseMedia(t.db, t.files, { imagesDir: CONTENT_IMAGES_DIR }, t.logger)).toBe(1)
    expect(existsSync(lost)).toBe(true)
  })

  it('uploads a PDF without alt text and lists it among the documents', async () => {
    const { call, upload } = await signedIn()
    const created = await answer(await upload(minimalPdf(2048), 'catalogue.pdf', null), 201)
    expect(created).toMatchObject({ kind: 'document', mime_type: 'application/pdf', alt: '', thumbnail_url: null })
    expect(created.url).toMatch(/^\/media\/bibliotheque\/[0-9a-f]{16}-[0-9a-f]{6}\.pdf$/)
    const documents = await answer(await call('GET', '/admin/media?kind=document'), 200)
    expect(documents.map((item: { id: number }) => item.id)).toEqual([created.id])
    expect(await answer(await call('GET', '/admin/media?kind=image'), 200)).toEqual([])
  })

  it('believes the bytes, not the name: PDF bytes named .png are a document, HTML named .jpg is refused', async () => {
    const { upload } = await signedIn()
    const pdf = await answer(await upload(minimalPdf(), 'photo.png', null, 'image/png'), 201)
    expect(pdf.kind).toBe('document')
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const refused = await answer(await upload(html, 'photo.jpg', 'Une photo', 'image/jpeg'), 415)
    expect(refused.message).toBe(M.typeRefused)
    // A PDF header followed by anything else is not a PDF.
    const polyglot = new TextEncoder().encode('%PDF-1.4\n<html><body>hello</body></html>')
    expect((await answer(await upload(polyglot, 'doc.pdf', null), 422)).fields).toEqual({ file: M.documentUnreadable })
    expect(await t.db.select().from(media)).toHaveLength(1)
  })

  it('refuses an image over the size limit (413) and an image without alt text (422), saving nothing', async () => {
    const { upload } = await signedIn()
    const png = await aPng(10, 10)
    const oversized = new Uint8Array(MAX_MEDIA_IMAGE_BYTES + 1)
    oversized.set(png)
    expect((await answer(await upload(oversized, 'big.png', 'Grande'), 413)).message).toBe(M.imageTooBig)
    const noAlt = await answer(await upload(png, 'logo.png', '   '), 422)
    expect(noAlt.fields).toEqual({ alt: M.altRequired })
    const neither = await answer(await upload(new Uint8Array(), 'vide.png', 'x'.repeat(300)), 422)
    expect(neither.fields).toEqual({ file: M.fileRequired, alt: M.altTooLong })
    expect(await t.db.select().from(media)).toHaveLength(0)
  })

  it('updates the alt text with its version: a stale version is refused with 409', async () => {
    const { call, upload } = await signedIn()
    const created = await answer(await upload(await aPng(), 'a.png', 'Avant'), 201)
    const saved = await answer(await call('PUT', `/admin/media/${created.id}`, { alt: 'Après', version: 1 }), 200)
    expect(saved).toMatchObject({ alt: 'Après', version: 2 })
    await answer(await call('PUT', `/admin/media/${created.id}`, { alt: 'Trop tard', version: 1 }), 409)
    const empty = await answer(await call('PUT', `/admin/media/${created.id}`, { alt: '', version: 2 }), 422)
    expect(empty.fields).toEqual({ alt: M.altRequired })
    expect(await answer(await call('GET', `/admin/media/${created.id}`), 200)).toMatchObject({ alt: 'Après' })
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_media&entity_id=${created.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create'])
    await answer(await call('PUT', '/admin/media/999999', { alt: 'x', version: 1 }), 404)
  })

  it('lists where a media is used and refuses to delete it while used; unused, it goes with its files', async () => {
    const { call, upload } = await signedIn()
    const image = await answer(await upload(await aPng(), 'cover.png', 'Couverture'), 201)
    const pdf = await answer(await upload(minimalPdf(), 'cat.pdf', null), 201)
    await t.db.insert(homeBlocks).values({ type: 'hero', position: 1, title: 'Bienvenue', imageId: image.id })
    const [category] = await t.db.insert(blogCategories).values({ slug: 'actus', name: 'Actus' }).returning()
    await t.db.insert(articles).values({
      slug: 'a',
      title: 'Un article',
      categoryId: category?.id ?? 0,
      coverId: image.id,
      seoImageId: image.id,
    })
    await t.db.insert(catalogues).values({ slug: 'c', title: 'Luxe', sector: 'Parfum', pdfId: pdf.id })

    const usage = await answer(await call('GET', `/admin/media/${image.id}/usage`), 200)
    expect(usage.map((place: { kind: string }) => place.kind)).toEqual(['article_cover', 'article_seo', 'home_block'])
    expect(usage[2].label).toBe('Bloc de la page d’accueil : Bienvenue')
    expect((await answer(await call('GET', `/admin/media/${image.id}`), 200)).usage_count).toBe(3)
    const refused = await answer(await call('DELETE', `/admin/media/${image.id}?version=1`), 409)
    expect(refused.message).toBe(M.inUse(3))
    expect((await answer(await call('DELETE', `/admin/media/${pdf.id}`), 409)).message).toBe(M.inUse(1))

    await t.db.delete(homeBlocks)
    await t.db.delete(articles)
    await answer(await call('DELETE', `/admin/media/${image.id}?version=2`), 409)
    const [row] = await t.db.select().from(media).where(eq(media.id, image.id))
    const files = [320, 640].map((width) => join(t.mediaDir, renditionFileName(row?.key ?? '', width)))
    files.push(join(join(t.dataDir, 'uploads', 'originals'), (row?.source ?? '').slice('upload:'.length)))
    for (const file of files) expect(existsSync(file)).toBe(true)
    await answer(await call('DELETE', `/admin/media/${image.id}?version=1`), 200)
    for (const file of files) expect(existsSync(file)).toBe(false)
    await answer(await call('GET', `/admin/media/${image.id}`), 404)
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_media&entity_id=${image.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create'])
  })

  it('counts an image placed in a rich text as used', async () => {
    const { call, upload } = await signedIn()
    const image = await answer(await upload(await aPng(), 'dans-le-texte.png', 'Dans le texte'), 201)
    const [category] = await t.db.insert(blogCategories).values({ slug: 'textes', name: 'Textes' }).returning()
    await t.db.insert(articles).values({
      slug: 'avec-image',
      title: 'Avec une image',
      categoryId: category?.id ?? 0,
      bodyHtml: `<p>Voici :</p><img src="${image.url}" alt="Dans le texte" />`,
    })
    const usage = await answer(await call('GET', `/admin/media/${image.id}/usage`), 200)
    expect(usage).toEqual([
      { kind: 'article_body', id: expect.any(Number), label: 'Image dans le texte de l’article : Avec une image' },
    ])
    expect((await answer(await call('DELETE', `/admin/media/${image.id}?version=1`), 409)).message).toBe(M.inUse(1))
  })

  it('pages and sorts the list, and keeps it behind the showcase door', async () => {
    const { call, upload } = await signedIn()
    for (const alt of ['Banc', 'Armoire', 'Coffret']) {
      await answer(await upload(await aPng(40, 30), `${alt}.png`, alt), 201)
    }
    const page = await call('GET', '/admin/media?_sort=alt&_order=ASC&_start=1&_limit=1')
    expect(page.headers.get('x-total-count')).toBe('3')
    expect((await answer(page, 200)).map((item: { alt: string }) => item.alt)).toEqual(['Banc'])
    await answer(await callShowcase(t.app, 'GET', '/admin/media'), 401)
    await answer(await call('GET', '/admin/media?kind=video'), 400)
  })
})
