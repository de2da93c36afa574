import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { articles, blogCategories } from '../../../server/platform/db/schema-showcase-content'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { anAdmin } from '../support/builders'
import { callShowcase, logInShowcaseAdmin } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'
import { aMedia } from './support/home-fixtures'
import { aShowcaseAdminSession } from './support/showcase-admin-calls'

const t = useTestApp()
const signIn = () => aShowcaseAdminSession(t.app, t.db)

async function aCategory(name = 'Conseils') {
  const [row] = await t.db.insert(blogCategories).values({ name, slug: name.toLowerCase() }).returning()
  if (row === undefined) throw new Error('category not inserted')
  return row
}

const anArticle = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Choisir un écrin à bijoux',
  slug: '',
  excerpt: '',
  body_html: '<p>Un écrin protège et met en valeur.</p>',
  category_id: categoryId,
  cover_id: null,
  status: 'draft',
  published_at: null,
  seo_title: '',
  seo_description: '',
  seo_image_id: null,
  ...overrides,
})

describe('/admin/articles: create, read, update, delete', () => {
  it('creates an article with a slug from its title, a computed reading time and excerpt, audited', async () => {
    const { call } = await signIn()
    const category = await aCategory()
    const cover = await aMedia(t.db, 'image')
    const created = await call('POST', '/admin/articles', anArticle(category.id, { cover_id: cover }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: 'choisir-un-ecrin-a-bijoux',
      excerpt: 'Un écrin protège et met en valeur.',
      reading_minutes: 1,
      category_name: 'Conseils',
      cover_id: cover,
      state: 'draft',
      version: 1,
    })
    const read = await call('GET', `/admin/articles/${created.body.id}`)
    expect(read.body).toEqual(created.body)

    const updated = await call('PUT', `/admin/articles/${created.body.id}`, {
      ...anArticle(category.id, { title: 'Nouveau titre', slug: 'nouveau-titre' }),
      version: 1,
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ title: 'Nouveau titre', slug: 'nouveau-titre', version: 2 })

    const deleted = await call('DELETE', `/admin/articles/${created.body.id}?version=2`)
    expect(deleted.body).toEqual({ message: BACKOFFICE_MESSAGES.deleted })
    expect(await t.db.select().from(articles)).toEqual([])
    const history = await call('GET', `/admin/audit?entity=vitrine_article&entity_id=${created.body.id}`)
    expect(history.body.map((entry: { action: string }) => entry.action).sort()).toEqual(['create', 'delete', 'update'])
  })

  it('refuses every bad field at once with French messages', async () => {
    const { call } = await signIn()
    const response = await call('POST', '/admin/articles', {
      title: '',
      slug: 'Pas Un Slug',
      excerpt: 'x'.repeat(1001),
      body_html: 42,
      category_id: '',
      cover_id: 'abc',
      status: 'archived',
      published_at: 'demain',
      seo_title: 'x'.repeat(121),
      seo_description: 'x'.repeat(301),
      seo_image_id: 'abc',
    })
    expect(response.status).toBe(422)
    expect(response.body.fields).toMatchObject({
      title: BACKOFFICE_MESSAGES.required,
      slug: M.slugInvalid,
      excerpt: M.excerptTooLong,
      category_id: M.categoryRequired,
      cover_id: M.coverUnknown,
      status: M.statusInvalid,
      published_at: M.dateInvalid,
      seo_title: M.seoTitleTooLong,
      seo_description: M.seoDescriptionTooLong,
      seo_image_id: M.coverUnknown,
    })
    expect(response.body.fields.body_html).toEqual(expect.any(String))
  })

  it('dates an undated article when published, and refuses unknown category and images and a slug taken', async () => {
    const { call } = await signIn()
    const category = await aCategory()
    const document = await aMedia(t.db, 'document')
    const before = Date.now()
    const undated = await call('POST', '/admin/articles', anArticle(category.id, { status: 'published' }))
    expect(undated.status).toBe(201)
    expect(undated.body.state).toBe('published')
    expect(Date.parse(undated.body.published_at)).toBeGreaterThanOrEqual(before - 1000)
    await t.db.delete(articles).where(eq(articles.id, undated.body.id))

    expect((await call('POST', '/admin/articles', anArticle(category.id))).status).toBe(201)
    const clash = await call('POST', '/admin/articles', anArticle(category.id + 99, { cover_id: document }))
    expect(clash.status).toBe(422)
    expect(clash.body.fields).toEqual({ slug: M.slugTaken, category_id: M.categoryUnknown, cover_id: M.coverUnknown })
  })

  it('refuses a stale version with 409 and writes nothing', async () => {
    const { call } = await signIn()
    const category = await aCategory()
    const created = await call('POST', '/admin/articles', anArticle(category.id))
    const first = await call('PUT', `/admin/articles/${created.body.id}`, { ...anArticle(category.id), version: 1 })
    expect(first.status).toBe(200)
    const stale = await call('PUT', `/admin/articles/${created.body.id}`, {
      ...anArticle(category.id, { title: 'Écrasé' }),
      version: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ message: BACKOFFICE_MESSAGES.conflict })
    expect((await call('GET', `/admin/articles/${created.body.id}`)).body.title).toBe('Choisir un écrin à bijoux')
    expect((await call('DELETE', `/admin/articles/${created.body.id}?version=1`)).status).toBe(409)
  })

  it('sanitises the body on write: no script, no event handler, no javascript: link', async () => {
    const { call } = await signIn()
    const category = await aCategory()
    const body_html =
      '<p onclick="steal()">Bonjour <strong>à tous</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">piège</a><img src=x onerror="alert(1)"><h2 style="color:red">Titre</h2>'
    const created = await call('POST', '/admin/articles', anArticle(category.id, { body_html }))
    expect(created.body.body_html).toBe('<p>Bonjour <strong>à tous</strong></p><a>piège</a><h2>Titre</h2>')
    const [row] = await t.db.select().from(articles).where(eq(articles.id, created.body.id))
    expect(row?.bodyHtml).toBe(created.body.body_html)
  })
})

describe('/admin/articles: list, filters and bulk publication', () => {
  it('lists with paging, search, category and state filters, and publishes or unpublishes in bulk', async () => {
    const { call } = await signIn()
    const tips = await aCategory('Conseils')
    const news = await aCategory('Nouvelles')
    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString()
    const past = new Date(t.clock.now().getTime() - 86_400_000).toISOString()
    const draft = await call('POST', '/admin/articles', anArticle(tips.id, { title: 'Brouillon rouge' }))
    const scheduled = await call(
      'POST',
      '/admin/articles',
      anArticle(news.id, {
        title: 'Programmé bleu',
        status: 'published',
        published_at: future,
      }),
    )
    const live = await call(
      'POST',
      '/admin/articles',
      anArticle(tips.id, {
        title: 'Publié vert',
        status: 'published',
        published_at: past,
      }),
    )
    const titles = async (query: string) => {
      const response = await call('GET', `/admin/articles?${query}`)
      const shown = response.body.map((article: { title: string }) => article.title)
      return { total: response.headers.get('x-total-count'), titles: shown }
    }
    expect(await titles('_sort=title&_order=ASC&_limit=2')).toEqual({
      total: '3',
      titles: ['Brouillon rouge', 'Programmé bleu'],
    })
    expect(await titles('_sort=title&_order=ASC&_start=2&_limit=2')).toEqual({ total: '3', titles: ['Publié vert'] })
    expect(await titles('state=draft')).toEqual({ total: '1', titles: ['Brouillon rouge'] })
    expect(await titles('state=scheduled')).toEqual({ total: '1', titles: ['Programmé bleu'] })
    expect(await titles('state=published')).toEqual({ total: '1', titles: ['Publié vert'] })
    expect(await titles(`category_id=${news.id}`)).toEqual({ total: '1', titles: ['Programmé bleu'] })
    expect(await titles('q=VERT')).toEqual({ total: '1', titles: ['Publié vert'] })
    expect((await call('GET', '/admin/articles?state=archived')).status).toBe(400)

    const ids = [draft.body.id, live.body.id, scheduled.body.id]
    const published = await call('POST', '/admin/articles/bulk', { ids, action: 'publish' })
    expect(published.body).toEqual({ message: M.bulkPublished(3), affected: 3 })
    expect((await titles('state=published')).titles.sort()).toEqual(['Brouillon rouge', 'Publié vert'])
    expect((await titles('state=scheduled')).titles).toEqual(['Programmé bleu'])
    const unpublished = await call('POST', '/admin/articles/bulk', { ids: [live.body.id], action: 'unpublish' })
    expect(unpublished.body).toEqual({ message: M.bulkUnpublished(1), affected: 1 })
    expect((await titles('state=draft')).titles).toEqual(['Publié vert'])
    const bad = await call('POST', '/admin/articles/bulk', { ids, action: 'archive' })
    expect(bad.status).toBe(422)
    const history = await call('GET', `/admin/audit?entity=vitrine_article&entity_id=${live.body.id}`)
    expect(history.body.map((entry: { action: string }) => entry.action)).toContain('unpublish')
  })
})

describe('/admin/blog-categories', () => {
  it('creates, updates, refuses a slug taken and a delete while articles use it, audited', async () => {
    const { call } = await signIn()
    const created = await call('POST', '/admin/blog-categories', { name: 'Savoir-faire', description: '' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: 'savoir-faire', article_count: 0, position: 0, version: 1 })
    const clash = await call('POST', '/admin/blog-categories', { name: 'Savoir faire' })
    expect(clash.status).toBe(422)
    expect(clash.body.fields).toEqual({ slug: M.categorySlugTaken })
    const updated = await call('PUT', `/admin/blog-categories/${created.body.id}`, {
      name: 'Savoir-faire',
      slug: 'metier',
      position: 3,
      version: 1,
    })
    expect(updated.body).toMatchObject({ slug: 'metier', position: 3, version: 2 })

    await call('POST', '/admin/articles', anArticle(created.body.id))
    const refused = await call('DELETE', `/admin/blog-categories/${created.body.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ message: M.categoryInUse(1) })
    const listed = await call('GET', '/admin/blog-categories')
    expect(listed.body[0]).toMatchObject({ id: created.body.id, article_count: 1 })
    const history = await call('GET', `/admin/audit?entity=vitrine_blog_category&entity_id=${created.body.id}`)
    expect(history.body.map((entry: { action: string }) => entry.action).sort()).toEqual(['create', 'update'])
  })
})

describe('the door', () => {
  it('lets only showcase administrators in', async () => {
    const category = await aCategory()
    const ecommerce = await anAdmin(t.db, { role: 'super_admin' })
    const anonymous = await callShowcase(t.app, 'GET', '/admin/articles')
    expect(anonymous.status).toBe(401)
    const refused = await logInShowcaseAdmin(t.app, ecommerce).catch(() => null)
    expect(refused).toBeNull()
    expect((await callShowcase(t.app, 'GET', `/admin/blog-categories/${category.id}`)).status).toBe(401)
  })
})
