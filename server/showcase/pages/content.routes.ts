import { Hono } from 'hono'
import { SHOWCASE_ENDPOINTS as E } from '../../../src/contract/showcase/showcase.endpoints'
import { route } from '../../platform/http/contract-routes'
import type { ContentPageWire } from '../../../src/contract/showcase/content'
import { notFound } from '../../platform/http/http-error'
import { presentCatalogue, presentHomeBlock, presentPartner } from '../home/home.public'
import { presentJob, presentJobSummary } from '../jobs/jobs.public'
import type { ShowcasePage } from './page-library'
import type { ShowcaseDeps } from '../showcase-deps'
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
export function contentRoutes(deps: ShowcaseDeps) {
  const routes = new Hono()

  route(routes, E.homeBlocks, async (c) => c.json((await deps.readHomeBlocks()).map(presentHomeBlock)))
  route(routes, E.partners, async (c) => c.json((await deps.listPartners()).map(presentPartner)))
  route(routes, E.catalogues, async (c) => c.json((await deps.listCatalogues()).map(presentCatalogue)))
  route(routes, E.jobs, async (c) => c.json((await deps.listJobs()).map(presentJobSummary)))

  route(routes, E.job, async (c) => {
    const job = await deps.readJob(slugParam(c))
    if (job === null) throw notFound()
    return c.json(presentJob(job))
  })

  route(routes, E.page, (c) => {
    const page = deps.pages.find(slugParam(c))
    if (page === null) throw notFound()
    return c.json(presentPage(page))
  })

  return routes
}
