import { describe, expect, it } from 'vitest'
import { json } from '../support/http'
import { draftArticles, publishedArticles, SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'
import { seededImage } from './support/seeded-media'

const t = useShowcaseApp({ seed: 'once' })
const get = (path: string) => t.app.request(`/storefront-api/api${path}`)
const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug)

describe('GET /api/blog/categories', () => {
  it('answers each category with its number of published articles (drafts do not count)', async () => {
    const response = await get('/blog/categories')
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toEqual(
      SHOWCASE.blogCategories.map((category) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        article_count: publishedArticles().filter((article) => article.categorySlug === category.slug).length,
      })),
    )
  })

  it('answers one category, and 404 for an unknown one', async () => {
    const category = SHOWCASE.blogCategories[1]
    expect(await json(await get(`/blog/categories/${category?.slug}`))).toEqual({
      slug: category?.slug,
      name: category?.name,
      description: category?.description,
    })
    const missing = await get('/blog/categories/inconnue')
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({ message: 'Ressource introuvable.' })
  })
})

describe('GET /api/blog/articles', () => {
  it('answers published articles only, newest first, with the total', async () => {
    const response = await get('/blog/articles')
    expect(response.headers.get('x-total-count')).toBe(String(publishedArticles().length))
    const body = await json(response)
    expect(slugsOf(body)).toEqual(slugsOf(publishedArticles()))
    for (const draft of draftArticles()) expect(slugsOf(body)).not.toContain(draft.slug)
  })

  it('answers article summaries', async () => {
    const [first] = await json(await get('/blog/articles?_limit=1'))
    const source = publishedArticles()[0]
    expect(Object.keys(first).sort()).toEqual([
      'category',
      'cover',
      'excerpt',
      'published_at',
      'reading_minutes',
      'slug',
      'title',
    ])
    expect(first).toMatchObject({
      slug: source?.slug,
      title: source?.title,
      excerpt: source?.excerpt,
      category: { slug: source?.categorySlug },
    })
    expect(first.published_at.slice(0, 10)).toBe(source?.publishedAt)
    expect(first.cover.src).toMatch(seededImage(source?.coverImageKey, 1280))
    expect(first.reading_minutes).toBeGreaterThanOrEqual(1)
  })

  it('pages without overlap', async () => {
    const pages = [
      await json(await get('/blog/articles?_start=0&_limit=2')),
      await json(await get('/blog/articles?_start=2&_limit=2')),
    ]
    expect([...slugsOf(pages[0]), ...slugsOf(pages[1])]).toEqual(slugsOf(publishedArticles()).slice(0, 4))
  })

  it('filters by category, and answers nothing for an unknown one', async () => {
    for (const category of SHOWCASE.blogCategories) {
      const response = await get(`/blog/articles?category=${category.slug}`)
      const expected = publishedArticles().filter((article) => article.categorySlug === category.slug)
      expect(response.headers.get('x-total-count')).toBe(String(expected.length))
      expect(slugsOf(await json(response))).toEqual(slugsOf(expected))
    }
    const unknown = await get('/blog/articles?category=inconnue')
    expect(unknown.headers.get('x-total-count')).toBe('0')
    expect(await json(unknown)).toEqual([])
  })
})

describe('GET /api/blog/articles/:slug', () => {
  it('answers the article with its sanitised body and its update date', async () => {
    const source = publishedArticles()[1]
    const body = await json(await get(`/blog/articles/${source?.slug}`))
    expect(body).toMatchObject({ slug: source?.slug, title: source?.title, category: { slug: source?.categorySlug } })
    expect(body.body_html).toContain('<h2>')
    expect(body.body_html).not.toMatch(/<(script|style|img|iframe)/)
    expect(new Date(body.updated_at).getTime()).toBeGreaterThan(0)
  })

  it('answers 404 for a draft, as for an unknown article', async () => {
    for (const slug of [...draftArticles().map((article) => article.slug), 'article-inconnu']) {
      const response = await get(`/blog/articles/${slug}`)
      expect(response.status).toBe(404)
      expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
    }
  })
})
