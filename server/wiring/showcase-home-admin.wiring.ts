import type { Clock } from '../shared/clock'
import type { Database } from '../db/database'
import { drizzleCatalogueStore } from '../showcase-home-admin/catalogue-store.drizzle'
import { catalogueUseCases } from '../showcase-home-admin/catalogue.use-cases'
import { drizzleHomeBlockStore } from '../showcase-home-admin/home-block-store.drizzle'
import { homeBlockUseCases } from '../showcase-home-admin/home-block.use-cases'
import { drizzlePartnerStore } from '../showcase-home-admin/partner-store.drizzle'
import { partnerUseCases } from '../showcase-home-admin/partner.use-cases'
import { showcaseHomeAdminRoutes } from '../showcase-home-admin/showcase-home-admin.public'

// The home blocks, partners and catalogues of the showcase back office, on their drizzle stores.
export function wireShowcaseHomeAdmin(input: { db: Database; clock: Clock }) {
  const { db, clock } = input
  return showcaseHomeAdminRoutes({
    homeBlocks: homeBlockUseCases({ store: drizzleHomeBlockStore(db), clock }),
    partners: partnerUseCases({ store: drizzlePartnerStore(db), clock }),
    catalogues: catalogueUseCases({ store: drizzleCatalogueStore(db), clock }),
  })
}
