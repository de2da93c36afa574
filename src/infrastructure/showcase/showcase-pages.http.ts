import type * as v from 'valibot'
import type { ArticleQuery, Result } from '../../application/ports/showcase-reader'
import type { ContactMessage, JobApplication } from '../../application/showcase/showcase-content'
import { type AnySchema, decode, failure, type ShowcaseHttp } from './showcase-http'
import {
  ArticleSchema,
  ArticleSummariesSchema,
  BlogCategoriesSchema,
  BlogCategorySchema,
  CataloguesSchema,
  CategoryPageSchema,
  ContentPageSchema,
  JobSchema,
  JobSummariesSchema,
  ProductDetailSchema,
  ReceiptSchema,
} from './showcase-pages.schemas'

// The Storefront API reads of every page but home, and the visitors' submissions: loaded with the
// first of them, so the home page's JavaScript budget carries only what the home page reads.

const segment = encodeURIComponent

/** GET a list and its `x-total-count`; a missing or malformed total is a decode failure. */
async function getPage<S extends AnySchema>(http: ShowcaseHttp, path: string, schema: S): Promise<Result<{ items: v.InferOutput<S>; total: number }>> {
  const sent = await http.send(path)
  if (!sent.ok) return sent
  const total = Number.parseInt(sent.value.headers.get('x-total-count') ?? '', 10)
  const items = await decode(sent.value, schema)
  if (!items.ok) return items
  if (!Number.isSafeInteger(total) || total < 0) return failure({ kind: 'decode', message: 'x-total-count absent ou invalide.' })
  return { ok: true, value: { items: items.value, total } }
}

/** POST a JSON object or a multipart form (which sets its own content type and boundary). */
async function post(http: ShowcaseHttp, path: string, body: FormData | object) {
  const multipart = body instanceof FormData
  const headers: Record<string, string> = multipart ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' }
  const sent = await http.send(path, { method: 'POST', headers, body: multipart ? body : JSON.stringify(body) })
  return sent.ok ? decode(sent.value, ReceiptSchema) : sent
}

function articlesPath({ start, limit, category }: ArticleQuery): string {
  const query = new URLSearchParams({ _start: String(start), _limit: String(limit) })
  if (category !== undefined) query.set('category', category)
  return `/api/blog/articles?${query.toString()}`
}

function applicationForm(application: JobApplication): FormData {
  const form = new FormData()
  form.set('first_name', application.firstName)
  form.set('last_name', application.lastName)
  form.set('email', application.email)
  form.set('phone', application.phone)
  form.set('message', application.message)
  if (application.consent) form.set('consent', 'true')
  form.set('website', application.website)
  form.set('cv', application.cv, application.cv.name)
  return form
}

export function pageReads(http: ShowcaseHttp) {
  return {
    category: (slug: string) => http.get(`/api/categories/${segment(slug)}`, CategoryPageSchema),
    product: (slug: string) => http.get(`/api/products/${segment(slug)}`, ProductDetailSchema),
    blogCategories: () => http.get('/api/blog/categories', BlogCategoriesSchema),
    blogCategory: (slug: string) => http.get(`/api/blog/categories/${segment(slug)}`, BlogCategorySchema),
    articles: (query: ArticleQuery) => getPage(http, articlesPath(query), ArticleSummariesSchema),
    article: (slug: string) => http.get(`/api/blog/articles/${segment(slug)}`, ArticleSchema),
    jobs: () => http.get('/api/jobs', JobSummariesSchema),
    job: (slug: string) => http.get(`/api/jobs/${segment(slug)}`, JobSchema),
    catalogues: () => http.get('/api/catalogues', CataloguesSchema),
    page: (slug: string) => http.get(`/api/pages/${segment(slug)}`, ContentPageSchema),
    // The contact message's fields are the contract's body, name for name.
    sendContact: (message: ContactMessage) => post(http, '/api/contact', message),
    applyToJob: (jobSlug: string, application: JobApplication) => post(http, `/api/jobs/${segment(jobSlug)}/applications`, applicationForm(application)),
  }
}

export type PageReads = ReturnType<typeof pageReads>
