import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { alreadyTaken, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { CATALOGUE_MESSAGES } from '../../../src/contract/showcase-admin/catalogues'
import { media, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { catalogueCategories } from '../../../server/platform/db/schema-showcase-links'
import { useTestApp } from '../support/test-app'
import { aMedia, answer, aShowcaseProduct, publicRead, signedInShowcaseAdmin } from './support/home-fixtures'

const t = useTestApp()
const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name)

describe('the partners of the showcase back office', () => {
  it('creates, updates, reorders and deletes partners; the public list follows', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const logo = await aMedia(t.db, 'image')
    const a = await answer(await call('POST', '/admin/partners', { name: 'Atelier', url: 'https://atelier.fr' }), 201)
    const b = await answer(
      await call('POST', '/admin/partners', {
        name: 'Bois',
        url: 'https://bois.fr',
        logo_id: logo,
        description: 'Scierie',
      }),
      201,
    )
    expect(b).toMatchObject({ position: 2, logo_id: logo, description: 'Scierie', version: 1 })
    await answer(await call('PUT', '/admin/partners/order', { ids: [b.id, a.id] }), 200)
    expect(namesOf(await answer(await call('GET', '/admin/partners'), 200))).toEqual(['Bois', 'Atelier'])
    expect(namesOf(await answer(await publicRead(t.app, '/partners'), 200))).toEqual(['Bois', 'Atelier'])

    const renamed = await answer(await call('PUT', `/admin/partners/${a.id}`, { ...a, name: 'Atelier Nord' }), 200)
    expect(renamed.version).toBe(2)
    expect(namesOf(await answer(await publicRead(t.app, '/partners'), 200))).toEqual(['Bois', 'Atelier Nord'])
    await answer(await call('PUT', `/admin/partners/${a.id}`, { ...a, name: 'Vieux' }), 409)
    await answer(await call('PUT', '/admin/partners/order', { ids: [a.id] }), 409)
    await answer(await call('DELETE', `/admin/partners/${b.id}`), 200)
    expect(namesOf(await answer(await publicRead(t.app, '/partners'), 200))).toEqual(['Atelier Nord'])
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_partner&entity_id=${b.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'reorder', 'create'])
  })

  it('refuses every bad field at once: no name, an http address, a document as the logo', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const body = await answer(await call('POST', '/admin/partners', { name: '', url: 'http://atelier.fr' }), 422)
    expect(body.fields).toEqual({ name: BACKOFFICE_MESSAGES.required, url: M.httpsRequired })
    const pdf = await aMedia(t.db, 'document')
    const logo = await answer(
      await call('POST', '/admin/partners', { name: 'A', url: 'https://a.fr', logo_id: pdf }),
      422,
    )
    expect(logo.fields).toEqual({ logo_id: M.imageUnknown })
  })
})

describe('the specialised catalogues of the showcase back office', () => {
  // An uploaded PDF says where its original lives; a generated one has no source (decision 049).
  const anUploadedPdf = async () => {
    const id = await aMedia(t.db, 'document')
    await t.db
      .update(media)
      .set({ source: `upload:uploads/essai-${id}.pdf` })
      .where(eq(media.id, id))
    return id
  }
  const catalogue = (pdfId: unknown, extra: Record<string, unknown> = {}) => ({
    title: 'Luxe & parfums',
    sector: 'Parfumerie',
    pdf_id: pdfId,
    ...extra,
  })

  it('creates a catalogue with its slug made from the title; the public list offers its PDF', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const pdf = await aMedia(t.db, 'document')
    const cover = await aMedia(t.db, 'image')
    const created = await answer(await call('POST', '/admin/catalogues', catalogue(pdf, { cover_id: cover })), 201)
    expect(created).toMatchObject({ slug: 'luxe-parfums', pdf_id: pdf, cover_id: cover, position: 0, version: 1 })
    const [onSite] = await answer(await publicRead(t.app, '/catalogues'), 200)
    expect(onSite).toMatchObject({
      title: 'Luxe & parfums',
      sector: 'Parfumerie',
      pdf_url: expect.stringContaining('/media/'),
    })

    const taken = await answer(await call('POST', '/admin/catalogues', catalogue(pdf)), 422)
    expect(taken.fields).toEqual({ slug: alreadyTaken('Ce slug') })
    const updated = await answer(
      await call('PUT', `/admin/catalogues/${created.id}`, { ...created, title: 'Cosmétique', slug: '' }),
      200,
    )
    expect(updated).toMatchObject({ title: 'Cosmétique', slug: 'cosmetique', version: 2 })
    await answer(await call('PUT', `/admin/catalogues/${created.id}`, { ...created, title: 'Vieux' }), 409)
    await answer(await call('DELETE', `/admin/catalogues/${created.id}?version=2`), 200)
    expect(await answer(await publicRead(t.app, '/catalogues'), 200)).toEqual([])
    const history = await answer(
      await call('GET', `/admin/audit?entity=vitrine_catalogue&entity_id=${created.id}`),
      200,
    )
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create'])
  })

  it('refuses a catalogue without a PDF, or with an image as its PDF or a PDF as its cover', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const without = await answer(await call('POST', '/admin/catalogues', { title: '', sector: '', slug: 'A B' }), 422)
    expect(without.fields).toEqual({
      title: BACKOFFICE_MESSAGES.required,
      sector: BACKOFFICE_MESSAGES.required,
      slug: M.slugInvalid,
      pdf_id: M.documentRequired,
    })
    const image = await aMedia(t.db, 'image')
    const pdf = await aMedia(t.db, 'document')
    const swapped = await answer(await call('POST', '/admin/catalogues', catalogue(image, { cover_id: pdf })), 422)
    expect(swapped.fields).toEqual({ pdf_id: M.documentUnknown, cover_id: M.imageUnknown })
    expect(await answer(await call('GET', '/admin/catalogues'), 200)).toEqual([])
  })

  it('saves the chosen categories and products with the catalogue, and refuses unknown ones', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const pdf = await anUploadedPdf()
    const [first, second] = [await aShowcaseProduct(t.db, 'Coffret'), await aShowcaseProduct(t.db, 'Étui')]
    const [product] = await t.db.select().from(showcaseProducts).where(eq(showcaseProducts.id, first))
    const body = catalogue(pdf, { category_ids: [product!.categoryId], product_ids: [second] })
    const created = await answer(await call('POST', '/admin/catalogues', body), 201)
    expect(created).toMatchObject({
      category_ids: [product!.categoryId],
      product_ids: [second],
      pdf_origin: 'uploaded',
    })
    const updated = await answer(
      await call('PUT', `/admin/catalogues/${created.id}`, { ...created, category_ids: [], product_ids: [first] }),
      200,
    )
    expect(updated).toMatchObject({ category_ids: [], product_ids: [first], version: 2 })
    expect(await t.db.select().from(catalogueCategories)).toEqual([])

    const unknown = await answer(
      await call('PUT', `/admin/catalogues/${created.id}`, {
        ...updated,
        category_ids: [999_999],
        product_ids: [999_998],
      }),
      422,
    )
    expect(unknown.fields).toEqual({
      category_ids: CATALOGUE_MESSAGES.categoryUnknown,
      product_ids: CATALOGUE_MESSAGES.productUnknown,
    })
    const kept = await answer(await call('GET', `/admin/catalogues/${created.id}`), 200)
    expect(kept).toMatchObject({ product_ids: [first], version: 2 })
  })

  it('generates the PDF when asked: one placeholder, kept by later saves, never an uploaded document', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const uploaded = await anUploadedPdf()
    const created = await answer(await call('POST', '/admin/catalogues', catalogue(uploaded)), 201)
    const generated = await answer(
      await call('PUT', `/admin/catalogues/${created.id}`, { ...created, pdf_origin: 'generated' }),
      200,
    )
    expect(generated.pdf_origin).toBe('generated')
    expect(generated.pdf_id).not.toBe(uploaded)
    const [placeholder] = await t.db.select().from(media).where(eq(media.id, generated.pdf_id))
    expect(placeholder).toMatchObject({ kind: 'document', mimeType: 'application/pdf', source: null })
    expect(placeholder?.key).toMatch(/^catalogues\/luxe-parfums-[0-9a-f]{6}\.pdf$/)
    const again = await answer(
      await call('PUT', `/admin/catalogues/${created.id}`, { ...generated, title: 'Luxe' }),
      200,
    )
    expect(again).toMatchObject({ pdf_id: generated.pdf_id, pdf_origin: 'generated' })
    const back = await answer(
      await call('PUT', `/admin/catalogues/${created.id}`, { ...again, pdf_origin: 'uploaded', pdf_id: uploaded }),
      200,
    )
    expect(back).toMatchObject({ pdf_id: uploaded, pdf_origin: 'uploaded' })
  })
})
