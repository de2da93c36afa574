import { Hono } from 'hono'
import type { ContentPageWire } from '../../../src/contract/showcase/content'
import { notFound } from '../../platform/http/http-error'
import { presentCatalogue, presentHomeBlock, presentPartner } from '../home/home.public'
import { presentJob, presentJobSummary } from '../jobs/jobs.public'
import type { ShowcasePage } from './page-library'
import type { StorefrontDeps } from '../showcase-deps'
import { slugParam } from '../../platform/http/showcase-http'

const presentPage = (page: ShowcasePage): ContentPageWire => ({
  slug: page.slug,
  title: page.title,
  description: page.description,
  updated: page.updated,
  html: page.html,
  questions:
    page.questions === null
      ? null
      : page.questions.map((entry) => ({ question: entry.question, answer_html: entry.answerHtml })),
})

// Home, jobs, partners, catalogues and the company pages: small lists read whole.
export function contentRoutes(deps: StorefrontDeps) {
  const routes = new Hono()

  routes.get('/api/home-blocks', async (c) => c.json((await deps.readHomeBlocks()).map(presentHomeBlock)))
  routes.get('/api/partners', async (c) => c.json((await deps.listPartners()).map(presentPartner)))
  routes.get('/api/catalogues', async (c) => c.json((await deps.listCatalogues()).map(presentCatalogue)))
  routes.get('/api/jobs', async (c) => c.json((await deps.listJobs()).map(presentJobSummary)))

  routes.get('/api/jobs/:slug', async (c) => {
    const job = await deps.readJob(slugParam(c))
    if (job === null) throw notFound()
    return c.json(presentJob(job))
  })

  routes.get('/api/pages/:slug', (c) => {
    const page = deps.pages.find(slugParam(c))
    if (page === null) throw notFound()
    return c.json(presentPage(page))
  })

  return routes
}
