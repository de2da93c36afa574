import { describe, expect, it } from 'vitest'
import { homeBlocks, showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { articles, blogCategories, jobs } from '../../../server/platform/db/schema-showcase-content'
import { anAdmin } from '../support/builders'
import { logInAdmin } from '../support/sessions'
import { callShowcase } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'
import { fakeWebDist, jsonLdOf, metaContent } from '../showcase/support/web-dist'
import { aMedia } from './support/home-fixtures'
import { aShowcaseAdminSession } from './support/showcase-admin-calls'

// The public side of the blog back office (decision 036): a scheduled article appears at its time with no
// restart, the SEO fields reach the page head, the preview is for administrators only, and every
// rich-text field is sanitised again when the public API answers.
const t = useTestApp({ webDistDir: fakeWebDist() })
const HOUR = 3_600_000
const UNSAFE = '<p onclick="steal()">Texte</p><script>alert(1)</script>'
const SAFE = '<p>Texte</p>'

async function aCategory() {
  const [row] = await t.db.insert(blogCategories).values({ name: 'Conseils', slug: 'conseils' }).returning()
  if (row === undefined) throw new Error('category not inserted')
  return row
}

const publicGet = async (path: string) => {
  const response = await callShowcase(t.app, 'GET', path)
  return { status: response.status, body: response.status === 200 ? await response.json() : null }
}

async function visibility(slug: string) {
  const list = await publicGet('/api/blog/articles')
  const categoryList = await publicGet('/api/blog/articles?category=conseils')
  const detail = await publicGet(`/api/blog/articles/${slug}`)
  const sitemap = await (await t.app.request('/sitemap.xml')).text()
  const html = await (await t.app.request(`/article/${slug}`)).text()
  const posting = jsonLdOf(html).find((item) => item['@type'] === 'BlogPosting')
  return {
    list: list.body.some((item: { slug: string }) => item.slug === slug),
    categoryList: categoryList.body.some((item: { slug: string }) => item.slug === slug),
    detail: detail.status,
    sitemap: sitemap.includes(`/article/${slug}<`),
    jsonLd: posting !== undefined,
    html,
  }
}

describe('a scheduled article', () => {
  it('stays hidden until the clock reaches its date, then shows everywhere with no restart', async () => {
    const { call } = await aShowcaseAdminSession(t.app, t.db)
    const category = await aCategory()
    // Two days ahead, so that the day it goes live differs from the day it was written.
    const at = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString()
    const created = await call('POST', '/admin/articles', {
      title: 'Les coffrets de Noël',
      body_html: '<p>Bientôt.</p>',
      category_id: category.id,
      status: 'published',
      published_at: at,
    })
    expect(created.body.state).toBe('scheduled')
    const before = await visibility('les-coffrets-de-noel')
    expect(before).toMatchObject({ list: false, categoryList: false, detail: 404, sitemap: false, jsonLd: false })

    t.clock.advance(48 * HOUR + 1000)
    const after = await visibility('les-coffrets-de-noel')
    expect(after).toMatchObject({ list: true, categoryList: true, detail: 200, sitemap: true, jsonLd: true })
    // Its sitemap date is the day it went live, not the earlier day it was last edited.
    const sitemap = await (await t.app.request('/sitemap.xml')).text()
    const entry = sitemap.split('<url>').find((block) => block.includes('/article/les-coffrets-de-noel<'))
    expect(entry).toContain(`<lastmod>${at.slice(0, 10)}`)
  })
})

describe('the page head of an article', () => {
  it('uses the SEO title, description and social image when set', async () => {
    const { call } = await aShowcaseAdminSession(t.app, t.db)
    const category = await aCategory()
    const image = await aMedia(t.db, 'image')
    await call('POST', '/admin/articles', {
      title: 'Titre visible',
      excerpt: 'Chapô',
      body_html: '<p>Corps</p>',
      category_id: category.id,
      status: 'published',
      published_at: new Date(t.clock.now().getTime() - HOUR).toISOString(),
      seo_title: 'Titre pour les moteurs',
      seo_description: 'Description pour les moteurs',
      seo_image_id: image,
    })
    const html = await (await t.app.request('/article/titre-visible')).text()
    expect(html).toContain('<title>Titre pour les moteurs')
    expect(metaContent(html, 'name', 'description')).toBe('Description pour les moteurs')
    expect(metaContent(html, 'property', 'og:image')).toContain('/media/test-image-')
    expect(jsonLdOf(html).find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Titre visible',
      description: 'Description pour les moteurs',
    })
  })
})

describe('GET /admin/articles/{id}/preview', () => {
  it('shows a draft as the public page would, to showcase administrators only', async () => {
    const { call, token } = await aShowcaseAdminSession(t.app, t.db)
    const category = await aCategory()
    const created = await call('POST', '/admin/articles', {
      title: 'Brouillon secret',
      body_html: '<p>Pas encore.</p>',
      category_id: category.id,
      status: 'draft',
    })
    const path = `/admin/articles/${created.body.id}/preview`
    const preview = await call('GET', path)
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({
      slug: 'brouillon-secret',
      title: 'Brouillon secret',
      body_html: '<p>Pas encore.</p>',
      category: { slug: 'conseils', name: 'Conseils' },
      reading_minutes: 1,
    })
    expect((await publicGet('/api/blog/articles/brouillon-secret')).status).toBe(404)
    expect((await callShowcase(t.app, 'GET', path)).status).toBe(401)
    const ecommerce = await logInAdmin(t.app, await anAdmin(t.db, { role: 'super_admin' }))
    expect((await callShowcase(t.app, 'GET', path, { token: ecommerce.access_token })).status).toBe(401)
    expect((await callShowcase(t.app, 'GET', '/admin/articles/999999/preview', { token })).status).toBe(404)
  })
})

describe('rich text on read', () => {
  it('sanitises rows written by hand: articles, products, jobs and home blocks', async () => {
    const category = await aCategory()
    const past = new Date(t.clock.now().getTime() - HOUR)
    await t.db.insert(articles).values({
      slug: 'ecrit-a-la-main',
      title: 'À la main',
      bodyHtml: UNSAFE,
      categoryId: category.id,
      status: 'published',
      publishedAt: past,
    })
    const [shelf] = await t.db.insert(showcaseCategories).values({ slug: 'boites', name: 'Boîtes' }).returning()
    if (shelf === undefined) throw new Error('category not inserted')
    await t.db.insert(showcaseProducts).values({
      slug: 'boite-a-la-main',
      name: 'Boîte',
      descriptionHtml: UNSAFE,
      categoryId: shelf.id,
    })
    await t.db.insert(jobs).values({
      slug: 'poste-a-la-main',
      title: 'Poste',
      contractType: 'CDI',
      location: 'Lyon',
      descriptionHtml: UNSAFE,
      published: true,
      publishedAt: past,
    })
    await t.db.insert(homeBlocks).values({ type: 'text_image', position: 0, title: 'Bloc', bodyHtml: UNSAFE })

    expect((await publicGet('/api/blog/articles/ecrit-a-la-main')).body.body_html).toBe(SAFE)
    const product = await publicGet('/api/products/boite-a-la-main')
    expect(product.status).toBe(200)
    expect(product.body.description_html).toBe(SAFE)
    expect((await publicGet('/api/jobs/poste-a-la-main')).body.description_html).toBe(SAFE)
    const blocks = (await publicGet('/api/home-blocks')).body as { title: string; body_html: string }[]
    expect(blocks.find((block) => block.title === 'Bloc')?.body_html).toBe(SAFE)
  })
})
