// @vitest-environment node
// Node's own fetch, FormData and File: the multipart body goes to the server as a browser sends it.
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { contactMessages, jobApplications } from '../../../server/platform/db/schema-showcase-content'
import { RATE_LIMIT_WINDOW_MS } from '../../../server/platform/rate-limit/rate-limit.public'
import type { ContactMessage, JobApplication } from '../../../src/application/showcase/showcase-content'
import { UseCaseFailure } from '../../../src/application/use-case-failure'
import { SUBMISSION_MESSAGES } from '../../../src/contract/showcase/submissions'
import { makeShowcaseReaderHttp } from '../../../src/infrastructure/showcase/showcase-reader.http'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { aPdfCv, anOversizedPdf, aRenamedExecutable } from './support/cv-files'
import { aBlogCategoryWithArticles } from './support/showcase-rows'

// The browser's ShowcaseReader against the real Storefront API in this process, on the demo content.

const live = useLiveServer()
const reader = () => makeShowcaseReaderHttp(LIVE_API.showcaseUrl, live.fetch)

// Submissions share one budget per address, and every call comes from 127.0.0.1: each test starts
// on a fresh window.
beforeEach(() => live.clock.advance(RATE_LIMIT_WINDOW_MS + 1))

const rejected = (status: number, message: string | null) =>
  expect.objectContaining({ failure: { _tag: 'Rejected', status, message } })
const NOT_FOUND = rejected(404, 'Ressource introuvable.')
/** A published job of the demo content. */
const OFFSET = 'conducteur-conductrice-offset'

async function failureOf(pending: Promise<unknown>): Promise<UseCaseFailure> {
  const thrown = await pending.then(
    () => null,
    (error: unknown) => error,
  )
  if (!(thrown instanceof UseCaseFailure)) throw new Error(`expected a UseCaseFailure, got ${String(thrown)}`)
  return thrown
}

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

describe('ShowcaseReader over the Storefront API', () => {
  it('answers the home blocks in position order, with their products and partners', async () => {
    const blocks = await reader().homeBlocks()
    expect(blocks.map((block) => block.position)).toEqual([1, 2, 3, 4, 5, 6])
    expect(blocks[0]).toMatchObject({ type: 'hero', secondaryLink: { href: '/notre-savoir-faire' } })
    const highlight = blocks.find((block) => block.type === 'product_highlight')
    expect(highlight?.products.map((card) => card.slug)).toEqual([
      'coffret-rigide-aimante',
      'ecrin-bijou-gaine',
      'etui-flacon-parfum',
      'ballotin-chocolats',
    ])
    expect(highlight?.products[0]?.subCategory).toEqual({ slug: 'coffrets-rigides', name: 'Coffrets rigides' })
    expect(blocks.find((block) => block.type === 'partners')?.partners).toHaveLength(4)
    expect(blocks[0]?.bodyHtml).toMatch(/^<p>/)
  })

  it('answers the category tree, and a category with the products of its subcategories', async () => {
    // Each seeded category has one subcategory without products, which the menu leaves out (decision 046).
    expect((await reader().categories()).map((category) => category.children.length)).toEqual([2, 2, 2])
    const top = await reader().category('coffrets-et-ecrins')
    expect(top.parent).toBeNull()
    const children = top.children.map((child) => child.slug)
    expect(children).toEqual(['coffrets-rigides', 'ecrins-bijoux'])
    expect(top.products.map((card) => card.slug)).toEqual(['coffret-rigide-aimante', 'ecrin-bijou-gaine'])
    const sub = await reader().category('coffrets-rigides')
    expect(sub.parent).toEqual({ slug: 'coffrets-et-ecrins', name: 'Coffrets et écrins' })
    expect(sub.products.map((card) => card.slug)).toEqual(['coffret-rigide-aimante'])
  })

  it('answers a product with its attributes and variants, and not-found for an unknown slug', async () => {
    const product = await reader().product('coffret-rigide-aimante')
    expect(product.variants[1]).toMatchObject({
      reference: 'ECR-CF-001-M',
      attributeValues: { format: 'm', couleur: 'bleu-nuit' },
      widthMm: 250,
    })
    expect(product.attributes.map((attribute) => attribute.slug)).toEqual(['matiere', 'format', 'couleur', 'finition'])
    expect(product.descriptionHtml).toMatch(/^<p>/)
    expect(await failureOf(reader().product('inconnu'))).toEqual(NOT_FOUND)
  })

  it('pages the published articles newest first, with the total, for all or one category', async () => {
    const all = await reader().articles({ start: 0, limit: 100 })
    const newest = all.items.slice(0, 2).map((article) => article.slug)
    expect(newest).toEqual(['eco-concevoir-un-coffret-de-luxe', 'certifications-iso-9001-iso-14001-renouvelees'])
    expect(all.total).toBe(all.items.length)
    expect(all.items.map((article) => article.slug)).not.toContain('preparer-fichiers-etui-dorure')
    const blog = await aBlogCategoryWithArticles(live.db, 3)
    const advice = await reader().articles({ start: 1, limit: 5, category: blog.category.slug })
    expect(advice).toMatchObject({ total: 3, items: [{ slug: blog.articleSlugs[1] }, { slug: blog.articleSlugs[2] }] })
    const counts = await reader().blogCategories()
    expect(counts.find((category) => category.slug === blog.category.slug)?.articleCount).toBe(3)
    expect(counts.find((category) => category.slug === 'conseils-packaging')?.articleCount).toBe(2)
    expect((await reader().blogCategory('conseils-packaging')).name).toBe('Conseils packaging')
  })

  it('answers an article with its body, and not-found for a draft or an unknown one', async () => {
    const article = await reader().article('nouvelle-ligne-de-gainage')
    expect(article).toMatchObject({
      publishedAt: '2026-03-12T08:00:00.000Z',
      category: { slug: 'actualites-de-l-atelier' },
    })
    expect(article.readingMinutes).toBeGreaterThan(0)
    expect(article.bodyHtml).toContain('<h2>')
    expect(await failureOf(reader().article('preparer-fichiers-etui-dorure'))).toEqual(NOT_FOUND)
    expect(await failureOf(reader().article('inconnu'))).toEqual(NOT_FOUND)
  })

  it('answers jobs newest first, a job with its description and salary, partners, catalogues and pages', async () => {
    expect((await reader().jobs()).map((job) => job.slug)).toEqual([
      'concepteur-conceptrice-packaging',
      'conducteur-conductrice-offset',
      'alternance-assistant-administration-des-ventes',
    ])
    expect(await reader().job(OFFSET)).toMatchObject({
      contractType: 'CDI',
      salary: expect.stringContaining('2 300 €'),
    })
    expect(await failureOf(reader().job('operateur-operatrice-faconnage-cdd'))).toEqual(NOT_FOUND)
    expect((await reader().partners())[0]?.logo?.srcset).toContain('640w')
    expect((await reader().catalogues())[0]).toMatchObject({
      pdfUrl: expect.stringMatching(/^\/media\/catalogues\/.+\.pdf$/),
      pdfSizeBytes: expect.any(Number),
    })
    const faq = await reader().page('faq')
    expect(faq.questions[0]).toMatchObject({
      question: 'Quelle est la quantité minimale de commande ?',
      answerHtml: expect.stringMatching(/^<p>/),
    })
    expect((await reader().page('qui-sommes-nous')).questions).toEqual([])
    expect(await failureOf(reader().page('inconnue'))).toEqual(NOT_FOUND)
  })

  it('accepts a contact message with the server’s French confirmation, and stores it', async () => {
    const email = `contact-${Date.now()}@maison-lemoine.fr`
    expect(await reader().sendContact(aMessage({ email }))).toEqual({ message: SUBMISSION_MESSAGES.contactSent })
    const stored = await live.db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(stored).toMatchObject([
      { name: 'Camille Martin', company: 'Maison Lemoine', phone: null, subject: 'Devis coffrets' },
    ])
  })

  it.each([
    ['a filled honeypot', { website: 'https://spam.example' }, 422, SUBMISSION_MESSAGES.honeypot],
    ['no consent', { consent: false }, 400, SUBMISSION_MESSAGES.consent],
    ['an invalid e-mail', { email: 'camille@' }, 400, SUBMISSION_MESSAGES.email],
    ['no subject', { subject: '  ' }, 400, SUBMISSION_MESSAGES.subject],
  ])('refuses a contact message with %s, carrying the server’s message', async (_case, overrides, status, text) => {
    expect(await failureOf(reader().sendContact(aMessage(overrides)))).toEqual(rejected(status, text))
  })

  it('accepts an application with a PDF CV, and stores it', async () => {
    const email = `candidat-${Date.now()}@example.fr`
    const receipt = await reader().applyToJob(OFFSET, anApplication({ email, cv: aPdfCv('mon-cv.pdf') }))
    expect(receipt).toEqual({ message: SUBMISSION_MESSAGES.applicationSent })
    const stored = await live.db.select().from(jobApplications).where(eq(jobApplications.email, email))
    expect(stored).toMatchObject([
      { firstName: 'Camille', lastName: 'Martin', cvOriginalName: 'mon-cv.pdf', cvMimeType: 'application/pdf' },
    ])
  })

  it.each([
    ['a renamed executable', () => aRenamedExecutable(), 415, SUBMISSION_MESSAGES.cvType],
    ['a CV over 5 MB', () => anOversizedPdf(), 413, SUBMISSION_MESSAGES.cvTooLarge],
  ])('refuses an application with %s', async (_case, cv, status, message) => {
    const failure = await failureOf(reader().applyToJob(OFFSET, anApplication({ cv: cv() })))
    expect(failure).toEqual(rejected(status, message))
  })

  it('refuses an application without consent, naming it', async () => {
    const failure = await failureOf(reader().applyToJob(OFFSET, anApplication({ consent: false })))
    expect(failure).toEqual(rejected(400, SUBMISSION_MESSAGES.consent))
  })

  it('answers not-found to an application for an unknown or unpublished job', async () => {
    expect(await failureOf(reader().applyToJob('poste-pourvu', anApplication()))).toEqual(NOT_FOUND)
    const unpublished = 'operateur-operatrice-faconnage-cdd'
    expect(await failureOf(reader().applyToJob(unpublished, anApplication()))).toEqual(NOT_FOUND)
  })
})
