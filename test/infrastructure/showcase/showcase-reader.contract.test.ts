// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one undici can send as multipart.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ShowcaseReader } from '../../../src/application/ports/showcase-reader'
import type { ContactMessage, JobApplication } from '../../../src/application/showcase/showcase-content'
import { makeShowcaseReaderHttp } from '../../../src/infrastructure/showcase/showcase-reader.http'
import { makeShowcaseReaderMemory } from '../../../src/infrastructure/showcase/showcase-reader.memory'
import { SUBMISSION_MESSAGES } from '../../../src/infrastructure/showcase/showcase-submissions.memory'
import { aPdfCv, anOversizedPdf, aRenamedExecutable } from './support/cv-files'
import { fakeStorefrontApi, STOREFRONT } from './support/fake-storefront-api'
import { aShowcase } from './support/showcase-builders'

// The same cases against both ShowcaseReader adapters: the memory twin used by screen tests cannot
// drift from the HTTP adapter the browser runs (HTTP against the contract's bodies, under msw).

const fixture = aShowcase()
const fake = fakeStorefrontApi(fixture)
const server = setupServer(...fake.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const adapters: Array<[string, () => ShowcaseReader]> = [
  ['memory', () => makeShowcaseReaderMemory(fixture).reader],
  ['http', () => makeShowcaseReaderHttp(STOREFRONT)],
]

const aMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Camille Martin',
  email: 'camille@maison-lemoine.fr',
  company: 'Maison Lemoine',
  phone: '',
  subject: 'Devis coffrets',
  message: 'Bonjour, 2 000 coffrets pour décembre.',
  consent: true,
  website: '',
  ...overrides,
})

const anApplication = (overrides: Partial<JobApplication> = {}): JobApplication => ({
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '',
  message: 'Disponible en octobre.',
  consent: true,
  website: '',
  cv: aPdfCv(),
  ...overrides,
})

async function value<A>(pending: Promise<{ ok: true; value: A } | { ok: false; error: unknown }>): Promise<A> {
  const result = await pending
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`)
  return result.value
}

describe.each(adapters)('ShowcaseReader contract: %s', (_name, makeReader) => {
  it('answers the home blocks in position order, with their products and partners', async () => {
    const blocks = await value(makeReader().homeBlocks())
    expect(blocks.map((block) => block.position)).toEqual([1, 2, 3, 4, 5])
    expect(blocks[0]).toMatchObject({ type: 'hero', secondaryLink: { href: '/notre-savoir-faire' } })
    expect(blocks[2]?.products.map((card) => card.slug)).toEqual(['coffret-rigide-aimante', 'etui-flacon-parfum'])
    expect(blocks[2]?.products[0]?.subCategory).toEqual({ slug: 'coffrets-rigides', name: 'Coffrets rigides' })
    expect(blocks[3]?.partners).toHaveLength(2)
  })

  it('answers the category tree, and a category with the products of its subcategories', async () => {
    const reader = makeReader()
    expect((await value(reader.categories())).map((category) => category.children.length)).toEqual([2, 0])
    const top = await value(reader.category('coffrets-et-ecrins'))
    expect(top.parent).toBeNull()
    expect(top.children.map((child) => child.slug)).toEqual(['coffrets-rigides', 'ecrins-bijoux'])
    expect(top.products.map((card) => card.slug)).toEqual(['coffret-rigide-aimante'])
    const sub = await value(reader.category('coffrets-rigides'))
    expect(sub.parent).toEqual({ slug: 'coffrets-et-ecrins', name: 'Coffrets et écrins' })
  })

  it('answers a product with its attributes and variants, and not-found for an unknown slug', async () => {
    const reader = makeReader()
    const product = await value(reader.product('coffret-rigide-aimante'))
    expect(product.variants[1]).toMatchObject({ reference: 'ECR-CF-001-M', attributeValues: { format: 'm', couleur: 'bleu-nuit' }, widthMm: 250 })
    expect(product.attributes.map((attribute) => attribute.slug)).toEqual(['format', 'couleur'])
    expect(await reader.product('inconnu')).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-found' }) })
  })

  it('pages the published articles newest first, with the total, for all or one category', async () => {
    const reader = makeReader()
    const first = await value(reader.articles({ start: 0, limit: 2 }))
    expect(first.total).toBe(4)
    expect(first.items.map((article) => article.slug)).toEqual(['nouvelle-ligne-de-gainage', 'conseil-1'])
    const advice = await value(reader.articles({ start: 1, limit: 5, category: 'conseils-packaging' }))
    expect(advice).toMatchObject({ total: 3, items: [{ slug: 'conseil-2' }, { slug: 'conseil-3' }] })
    const counts = await value(reader.blogCategories())
    expect(counts.map((category) => category.articleCount)).toEqual([1, 3])
    expect((await value(reader.blogCategory('conseils-packaging'))).name).toBe('Conseils packaging')
  })

  it('answers an article with its body, and not-found for an unknown one', async () => {
    const reader = makeReader()
    const article = await value(reader.article('nouvelle-ligne-de-gainage'))
    expect(article).toMatchObject({ readingMinutes: 4, publishedAt: '2026-03-12', category: { slug: 'actualites-de-l-atelier' } })
    expect(article.bodyHtml).toContain('<h2>Pourquoi ?</h2>')
    expect((await reader.article('brouillon')).ok).toBe(false)
  })

  it('answers jobs newest first, a job with its description and salary, partners, catalogues and pages', async () => {
    const reader = makeReader()
    expect((await value(reader.jobs())).map((job) => job.slug)).toEqual(['conducteur-conductrice-offset', 'assistant-commercial'])
    expect(await value(reader.job('conducteur-conductrice-offset'))).toMatchObject({ contractType: 'CDI', salary: expect.stringContaining('2 300 €') })
    expect((await value(reader.partners()))[0]?.logo?.srcset).toContain('640w')
    expect((await value(reader.catalogues()))[0]).toMatchObject({ pdfUrl: '/media/catalogues/parfumerie-2026.pdf', pdfSizeBytes: 2_516_582 })
    expect((await value(reader.page('faq'))).questions).toHaveLength(2)
    expect((await value(reader.page('qui-sommes-nous'))).questions).toEqual([])
    expect((await reader.page('inconnue')).ok).toBe(false)
  })

  it('accepts a contact message with the server’s French confirmation', async () => {
    expect(await makeReader().sendContact(aMessage())).toEqual({ ok: true, value: { message: SUBMISSION_MESSAGES.contactSent } })
  })

  it.each([
    ['a filled honeypot', { website: 'https://spam.example' }, 422, SUBMISSION_MESSAGES.honeypot],
    ['no consent', { consent: false }, 400, SUBMISSION_MESSAGES.consent],
    ['an invalid e-mail', { email: 'camille@' }, 400, SUBMISSION_MESSAGES.invalidEmail],
  ])('refuses a contact message with %s, carrying the server’s message', async (_case, overrides, status, message) => {
    expect(await makeReader().sendContact(aMessage(overrides))).toEqual({ ok: false, error: { kind: 'rejected', status, message } })
  })

  it('accepts an application with a PDF CV', async () => {
    expect(await makeReader().applyToJob('conducteur-conductrice-offset', anApplication())).toEqual({
      ok: true,
      value: { message: SUBMISSION_MESSAGES.applicationSent },
    })
  })

  it.each([
    ['a renamed executable', () => aRenamedExecutable(), 415, SUBMISSION_MESSAGES.cvType],
    ['a CV over 5 MB', () => anOversizedPdf(), 413, SUBMISSION_MESSAGES.cvSize],
  ])('refuses an application with %s', async (_case, cv, status, message) => {
    expect(await makeReader().applyToJob('conducteur-conductrice-offset', anApplication({ cv: cv() }))).toEqual({
      ok: false,
      error: { kind: 'rejected', status, message },
    })
  })

  it('answers not-found to an application for an unknown job', async () => {
    const result = await makeReader().applyToJob('poste-pourvu', anApplication())
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-found' }) })
  })
})
