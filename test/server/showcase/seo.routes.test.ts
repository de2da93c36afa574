import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONTENT_PAGES_DIR } from '../../../server/showcase/pages/content-paths'
import { draftArticles, publishedArticles, publishedJobs, SHOWCASE, unpublishedJobs } from './support/showcase-content'
import { PUBLIC_URL, useShowcaseApp } from './support/showcase-test-app'

const t = useShowcaseApp({ seed: 'once' })

const holdsProducts = (sub: { slug: string }) =>
  SHOWCASE.products.some((product) => product.subCategorySlug === sub.slug)
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('GET /sitemap.xml', () => {
  it('lists every public page, category, product, published article and job', async () => {
    const response = await t.app.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const expected = [
      '/',
      '/nous-contacter',
      '/catalogues-specialises',
      '/nos-offres-emploi',
      '/actualites',
      '/catalogue',
      ...readdirSync(CONTENT_PAGES_DIR)
        .filter((file) => file.endsWith('.md'))
        .map((file) => `/${file.replace(/\.md$/, '')}`),
      ...SHOWCASE.categories.flatMap((category) => [
        `/categorie-produit/${category.slug}`,
        ...category.subcategories.filter(holdsProducts).map((sub) => `/categorie-produit/${category.slug}/${sub.slug}`),
      ]),
      ...SHOWCASE.products.map((product) => `/produit/${product.slug}`),
      ...SHOWCASE.blogCategories.map((category) => `/actualites/${category.slug}`),
      ...publishedArticles().map((article) => `/article/${article.slug}`),
      ...publishedJobs().map((job) => `/offre-emploi/${job.slug}`),
    ].map((path) => `${PUBLIC_URL}${path}`)
    expect(locations(xml).sort()).toEqual(expected.sort())
  })

  it('leaves drafts, unpublished offers and subcategories without products out', async () => {
    const xml = await (await t.app.request('/sitemap.xml')).text()
    const empty = SHOWCASE.categories.flatMap((category) => category.subcategories).filter((sub) => !holdsProducts(sub))
    expect(empty.length).toBe(3)
    for (const sub of empty) expect(xml).not.toContain(`/${sub.slug}<`)
    for (const draft of draftArticles()) expect(xml).not.toContain(draft.slug)
    for (const job of unpublishedJobs()) expect(xml).not.toContain(job.slug)
  })

  it('dates pages by their content', async () => {
    const xml = await (await t.app.request('/sitemap.xml')).text()
    const article = publishedArticles()[0]
    expect(xml).toContain(`<loc>${PUBLIC_URL}/article/${article?.slug}</loc><lastmod>${article?.publishedAt}</lastmod>`)
    expect(xml).toContain(`<loc>${PUBLIC_URL}/actualites</loc><lastmod>${article?.publishedAt}</lastmod>`)
    expect(xml).toContain(`<loc>${PUBLIC_URL}/faq</loc><lastmod>2026-11-01</lastmod>`)
    const withDates = [...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]
    expect(withDates.length).toBe(locations(xml).length - 1)
  })
})

describe('GET /robots.txt', () => {
  it('opens the site, closes private areas and the APIs, and names the sitemap', async () => {
    const response = await t.app.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*\n/)
    for (const path of [
      '/account',
      '/panier',
      '/backoffice',
      '/vitrine/backoffice',
      '/admin',
      '/login',
      '/portal-api/',
      '/storefront-api/',
    ]) {
      expect(text).toContain(`\nDisallow: ${path}\n`)
    }
    expect(text).not.toMatch(/Disallow: \/\n/)
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})
