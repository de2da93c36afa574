import { Hono } from 'hono'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { catalogueRoutes, type CatalogueUseCases } from './catalogues.routes'
import { homeBlockRoutes, type HomeBlockUseCases } from './home-blocks.routes'
import { partnerRoutes, type PartnerUseCases } from './partners.routes'

export type ShowcaseHomeAdminDeps = {
  homeBlocks: HomeBlockUseCases
  partners: PartnerUseCases
  catalogues: CatalogueUseCases
}

// The home page's blocks, the partners and the specialised catalogues of the showcase back office
// (decision 036); server/showcase-admin/home.wiring.ts builds the use cases on their stores.
export function showcaseHomeAdminRoutes(deps: ShowcaseHomeAdminDeps) {
  const routes = new Hono<ShowcaseAdminEnv>()
  routes.route('/', homeBlockRoutes(deps.homeBlocks))
  routes.route('/', partnerRoutes(deps.partners))
  routes.route('/', catalogueRoutes(deps.catalogues))
  return routes
}
