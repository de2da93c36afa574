import { describe, expect, it } from 'vitest'
import { json } from '../support/http'
import { publishedJobs, SHOWCASE, unpublishedJobs } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'
import { seededDocument, seededImage } from './support/seeded-media'

const t = useShowcaseApp({ seed: 'once' })
const get = (path: string) => t.app.request(`/storefront-api/api${path}`)
const homeBlocks = [...SHOWCASE.homeBlocks].sort((a, b) => a.order - b.order)
const partners = [...SHOWCASE.partners].sort((a, b) => a.order - b.order)

describe('GET /api/home-blocks', () => {
  it('answers the blocks in order, each with the fields of the contract', async () => {
    const response = await get('/home-blocks')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    const blocks = await json(response)
    expect(blocks.map((block: { type: string; title: string }) => [block.type, block.title])).toEqual(
      homeBlocks.map((block) => [block.type, block.title]),
    )
    for (const [index, block] of blocks.entries()) {
      const source = homeBlocks[index]
      expect(Object.keys(block).sort()).toEqual(
        [
          'body_html',
          'id',
          'image',
          'link',
          'partners',
          'position',
          'products',
          'secondary_link',
          'subtitle',
          'title',
          'type',
        ].sort(),
      )
      expect(block.position).toBe(index + 1)
      expect(block.subtitle).toBeNull()
      expect(block.link).toEqual(source?.link ?? null)
      expect(block.secondary_link).toEqual(source?.secondaryLink ?? null)
      expect(block.image === null).toBe(source?.imageKey === undefined)
      if (block.image !== null) expect(block.image.alt.length).toBeGreaterThan(0)
      expect(block.body_html).toMatch(/^<p>[^<]+<\/p>$/)
    }
  })

  it('fills products for the product highlight and partners for the partners block only', async () => {
    const blocks = await json(await get('/home-blocks'))
    for (const [index, block] of blocks.entries()) {
      const source = homeBlocks[index]
      expect(block.products.map((card: { slug: string }) => card.slug)).toEqual(
        block.type === 'product_highlight' ? source?.productSlugs : [],
      )
      expect(block.partners.map((partner: { name: string }) => partner.name)).toEqual(
        block.type === 'partners' ? partners.map((p) => p.name) : [],
      )
    }
  })
})

describe('GET /api/partners', () => {
  it('answers the partners in order with their logo', async () => {
    const body = await json(await get('/partners'))
    expect(body).toEqual(
      partners.map((partner) => ({
        name: partner.name,
        url: partner.url,
        logo: expect.objectContaining({ src: expect.stringMatching(seededImage(partner.logoKey, 640)) }),
      })),
    )
    // A 640 px wordmark is not rendered larger than itself.
    for (const partner of body) expect(partner.logo.srcset).not.toContain('1280w')
  })
})

describe('GET /api/catalogues', () => {
  it('answers each catalogue with its cover and its PDF under /media', async () => {
    const body = await json(await get('/catalogues'))
    expect(body).toHaveLength(SHOWCASE.catalogues.length)
    for (const [index, catalogue] of body.entries()) {
      const source = SHOWCASE.catalogues[index]
      expect(catalogue).toMatchObject({
        id: expect.any(Number),
        title: source?.title,
        sector: source?.sector,
        description: source?.description,
        pdf_url: expect.stringMatching(seededDocument(source?.pdfKey)),
      })
      // Without the start-up step (no files here) the PDF is named but not yet written: media.test.ts.
      expect(catalogue.pdf_size_bytes).toBe(0)
      expect(catalogue.cover.src).toMatch(seededImage(source?.coverImageKey, 640))
    }
  })
})

describe('GET /api/jobs', () => {
  it('answers published offers only, newest first', async () => {
    const body = await json(await get('/jobs'))
    expect(body.map((job: { slug: string }) => job.slug)).toEqual(publishedJobs().map((job) => job.slug))
    const [first] = body
    expect(Object.keys(first).sort()).toEqual(['contract_type', 'excerpt', 'location', 'published_at', 'slug', 'title'])
    expect(first.excerpt.length).toBeGreaterThan(20)
    expect(first.excerpt).not.toContain('<')
  })

  it('answers one offer with its description and salary', async () => {
    const source = publishedJobs()[0]
    const body = await json(await get(`/jobs/${source?.slug}`))
    expect(body).toMatchObject({
      slug: source?.slug,
      title: source?.title,
      contract_type: source?.contractType,
      location: source?.location,
      salary: source?.salary,
    })
    expect(body.published_at.slice(0, 10)).toBe(source?.publishedAt)
    expect(body.description_html).toContain('<ul>')
  })

  it('answers 404 for an unpublished or unknown offer', async () => {
    for (const slug of [...unpublishedJobs().map((job) => job.slug), 'offre-inconnue']) {
      const response = await get(`/jobs/${slug}`)
      expect(response.status).toBe(404)
      expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
    }
  })
})

describe('GET /api/pages/:slug', () => {
  it.each([
    'qui-sommes-nous',
    'nos-valeurs',
    'notre-savoir-faire',
    'nos-certifications',
    'cgv',
    'cgu',
    'mentions-legales',
    'politique-de-confidentialite',
    'politique-relative-aux-cookies-et-autres-traceurs',
  ])('answers the page %s rendered from its Markdown', async (slug) => {
    const response = await get(`/pages/${slug}`)
    expect(response.status).toBe(200)
    const page = await json(response)
    // Decisions 018: a field without value is null on the wire, never a missing key.
    expect(Object.keys(page).sort()).toEqual(['description', 'html', 'questions', 'slug', 'title', 'updated'])
    expect(page.questions).toBeNull()
    expect(page.slug).toBe(slug)
    expect(page.title.length).toBeGreaterThan(3)
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(page.html).toContain('<h2>')
    expect(page.html).not.toContain('---')
    expect(page.html).not.toMatch(/<(h1|script|img|table)/)
  })

  it('splits the FAQ into questions and answers', async () => {
    const page = await json(await get('/pages/faq'))
    expect(page.questions.length).toBeGreaterThan(5)
    expect(page.questions[0].question).toBe('Quelle est la quantité minimale de commande ?')
    expect(page.questions[0].answer_html).toMatch(/^<p>/)
    expect(page.html.match(/<h2>/g)).toHaveLength(page.questions.length)
  })

  it('answers 404 for a page that is not in content/pages', async () => {
    for (const slug of ['inconnue', 'readme', '..']) {
      const response = await get(`/pages/${slug}`)
      expect(response.status).toBe(404)
    }
  })
})
