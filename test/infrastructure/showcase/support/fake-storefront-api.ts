import { http, HttpResponse } from 'msw'
import type { ShowcaseFixture } from '../../../../src/infrastructure/showcase/showcase-reader.memory'
import { SUBMISSION_MESSAGES } from '../../../../src/infrastructure/showcase/showcase-submissions.memory'
import {
  articleSummaryWire,
  articleWire,
  categoryPageWire,
  homeBlockWire,
  jobSummaryWire,
  jobWire,
  pageWire,
  productWire,
} from './storefront-wire'

export const STOREFRONT = 'http://api.test/storefront-api'

const notFound = () => HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status })
const found = <T>(value: T | undefined) => (value === undefined ? notFound() : HttpResponse.json(value))
const byNewest = <T extends { publishedAt: string }>(items: readonly T[]) => [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function checkCommon(fields: Record<string, unknown>, required: string[]) {
  if (typeof fields.website === 'string' && fields.website !== '') return refuse(422, SUBMISSION_MESSAGES.honeypot)
  const missing = required.find((name) => typeof fields[name] !== 'string' || (fields[name] as string).trim() === '')
  if (missing) return refuse(400, `Requête invalide : ${missing} est requis.`)
  if (!EMAIL.test(String(fields.email))) return refuse(400, SUBMISSION_MESSAGES.invalidEmail)
  if (fields.consent !== true && fields.consent !== 'true') return refuse(400, SUBMISSION_MESSAGES.consent)
  return null
}

async function isCvContent(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer())
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte)
  return starts(0x25, 0x50, 0x44, 0x46) || starts(0xd0, 0xcf, 0x11, 0xe0) || starts(0x50, 0x4b, 0x03, 0x04)
}

/** msw handlers answering like the real Storefront API from a fixture; `received` records submissions. */
export function fakeStorefrontApi(fixture: ShowcaseFixture) {
  const received = { contacts: [] as unknown[], applications: [] as Array<{ slug: string; fields: Record<string, unknown>; cv: File }> }
  const api = (path: string) => `${STOREFRONT}/api${path}`
  const handlers = [
    http.get(api('/home-blocks'), () => HttpResponse.json([...fixture.homeBlocks].sort((a, b) => a.position - b.position).map(homeBlockWire))),
    http.get(api('/categories'), () => HttpResponse.json(fixture.categories)),
    http.get(api('/categories/:slug'), ({ params }) => found(categoryPageWire(fixture.categories, fixture.products, String(params.slug)))),
    http.get(api('/products/:slug'), ({ params }) => found(fixture.products.map(productWire).find((p) => p.slug === params.slug))),
    http.get(api('/blog/categories'), () =>
      HttpResponse.json(fixture.blogCategories.map((c) => ({ ...c, article_count: fixture.articles.filter((a) => a.category.slug === c.slug).length }))),
    ),
    http.get(api('/blog/categories/:slug'), ({ params }) => found(fixture.blogCategories.find((c) => c.slug === params.slug))),
    http.get(api('/blog/articles'), ({ request }) => {
      const query = new URL(request.url).searchParams
      const category = query.get('category')
      const start = Number(query.get('_start') ?? 0)
      const limit = Number(query.get('_limit') ?? 10)
      const matching = byNewest(fixture.articles.filter((a) => category === null || a.category.slug === category))
      return HttpResponse.json(matching.slice(start, start + limit).map(articleSummaryWire), { headers: { 'x-total-count': String(matching.length) } })
    }),
    http.get(api('/blog/articles/:slug'), ({ params }) => found(fixture.articles.map(articleWire).find((a) => a.slug === params.slug))),
    http.get(api('/jobs'), () => HttpResponse.json(byNewest(fixture.jobs).map(jobSummaryWire))),
    http.get(api('/jobs/:slug'), ({ params }) => found(fixture.jobs.map(jobWire).find((j) => j.slug === params.slug))),
    http.get(api('/partners'), () => HttpResponse.json(fixture.partners)),
    http.get(api('/catalogues'), () =>
      HttpResponse.json(fixture.catalogues.map(({ pdfUrl, pdfSizeBytes, ...c }) => ({ ...c, pdf_url: pdfUrl, pdf_size_bytes: pdfSizeBytes }))),
    ),
    http.get(api('/pages/:slug'), ({ params }) => found(fixture.pages.map(pageWire).find((p) => p.slug === params.slug))),
    http.post(api('/contact'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      const problem = checkCommon(body, ['name', 'subject', 'message'])
      if (problem) return problem
      received.contacts.push(body)
      return HttpResponse.json({ message: SUBMISSION_MESSAGES.contactSent }, { status: 201 })
    }),
    http.post(api('/jobs/:slug/applications'), async ({ params, request }) => {
      if (!fixture.jobs.some((job) => job.slug === params.slug)) return notFound()
      const form = await request.formData()
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
      const problem = checkCommon(fields, ['first_name', 'last_name'])
      if (problem) return problem
      const cv = form.get('cv')
      if (!(cv instanceof File)) return refuse(400, 'Requête invalide : cv est requis.')
      if (cv.size > 5 * 1024 * 1024) return refuse(413, SUBMISSION_MESSAGES.cvSize)
      if (!(await isCvContent(cv))) return refuse(415, SUBMISSION_MESSAGES.cvType)
      received.applications.push({ slug: String(params.slug), fields, cv })
      return HttpResponse.json({ message: SUBMISSION_MESSAGES.applicationSent }, { status: 201 })
    }),
  ]
  return { handlers, received }
}
