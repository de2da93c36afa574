import type * as v from 'valibot'
import type { ArticleQuery } from '../../application/showcase/ports/showcase-reader'
import type { ContactMessage, JobApplication } from '../../application/showcase/showcase-content'
import type { Endpoint } from '../../contract/endpoint'
import { SHOWCASE_ENDPOINTS as E } from '../../contract/showcase/showcase.endpoints'
import type { ApplicationFields, ContactBody } from '../../contract/showcase/submissions'
import { type AnySchema, decode, decodeFailure, endpointPath, type ShowcaseHttp } from './showcase-http'
import {
  ArticleAnswer,
  ArticleSummariesAnswer,
  BlogCategoriesAnswer,
  BlogCategoryAnswer,
  CataloguesAnswer,
  CategoryPageAnswer,
  ContentPageAnswer,
  JobAnswer,
  JobSummariesAnswer,
  ProductAnswer,
  ReceiptAnswer,
} from './showcase-pages.schemas'

// The Storefront API reads of every page but home, and the visitors' submissions: loaded with the
// first of them, so the home page's JavaScript budget carries only what the home page reads.

/** GET a list and its `x-total-count`; a missing or malformed total is a decode failure. */
async function getPage<S extends AnySchema>(
  http: ShowcaseHttp,
  path: string,
  schema: S,
): Promise<{ items: v.InferOutput<S>; total: number }> {
  const response = await http.send(path)
  const total = Number.parseInt(response.headers.get('x-total-count') ?? '', 10)
  const items = await decode(response, schema)
  if (!Number.isSafeInteger(total) || total < 0) throw decodeFailure('x-total-count missing or invalid')
  return { items, total }
}

/** POST a JSON object or a multipart form (which sets its own content type and boundary). */
async function post(http: ShowcaseHttp, declared: Endpoint, path: string, body: FormData | object) {
  const multipart = body instanceof FormData
  const headers: Record<string, string> = multipart
    ? { accept: 'application/json' }
    : { accept: 'application/json', 'content-type': 'application/json' }
  const init = { method: declared.method, headers, body: multipart ? body : JSON.stringify(body) }
  const response = await http.send(path, init)
  return decode(response, ReceiptAnswer)
}

function articlesPath({ start, limit, category }: ArticleQuery): string {
  const query = new URLSearchParams({ _start: String(start), _limit: String(limit) })
  if (category !== undefined) query.set('category', category)
  return endpointPath(E.articles, {}, query)
}

// The bodies as the contract reads them; an unticked consent is sent as it is, for the server to refuse.
type ContactRequest = Omit<v.InferInput<typeof ContactBody>, 'consent'> & { consent: boolean }
type ApplicationText = Partial<Record<keyof v.InferInput<typeof ApplicationFields>, string>>

function contactBody(message: ContactMessage): ContactRequest {
  const { name, email, company, phone, subject, consent, website } = message
  return { name, email, company, phone, subject, message: message.message, consent, website }
}

function applicationForm(application: JobApplication): FormData {
  const fields: ApplicationText = {
    first_name: application.firstName,
    last_name: application.lastName,
    email: application.email,
    phone: application.phone,
    message: application.message,
    ...(application.consent ? { consent: 'true' } : {}),
    website: application.website,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  form.set('cv', application.cv, application.cv.name)
  return form
}

export function pageReads(http: ShowcaseHttp) {
  return {
    category: (slug: string) => http.get(endpointPath(E.category, { slug }), CategoryPageAnswer),
    product: (slug: string) => http.get(endpointPath(E.product, { slug }), ProductAnswer),
    blogCategories: () => http.get(endpointPath(E.blogCategories, {}), BlogCategoriesAnswer),
    blogCategory: (slug: string) => http.get(endpointPath(E.blogCategory, { slug }), BlogCategoryAnswer),
    articles: (query: ArticleQuery) => getPage(http, articlesPath(query), ArticleSummariesAnswer),
    article: (slug: string) => http.get(endpointPath(E.article, { slug }), ArticleAnswer),
    jobs: () => http.get(endpointPath(E.jobs, {}), JobSummariesAnswer),
    job: (slug: string) => http.get(endpointPath(E.job, { slug }), JobAnswer),
    catalogues: () => http.get(endpointPath(E.catalogues, {}), CataloguesAnswer),
    page: (slug: string) => http.get(endpointPath(E.page, { slug }), ContentPageAnswer),
    sendContact: (message: ContactMessage) => post(http, E.contact, endpointPath(E.contact, {}), contactBody(message)),
    applyToJob: (slug: string, application: JobApplication) =>
      post(http, E.jobApplication, endpointPath(E.jobApplication, { slug }), applicationForm(application)),
  }
}

export type PageReads = ReturnType<typeof pageReads>
