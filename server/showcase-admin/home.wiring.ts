import type { Clock } from '../platform/shared/clock'
import type { Database } from '../platform/db/database'
import { drizzleCatalogueStore } from './home/catalogue-store.drizzle'
import { catalogueUseCases } from './home/catalogue.use-cases'
import { drizzleHomeBlockStore } from './home/home-block-store.drizzle'
import { homeBlockUseCases } from './home/home-block.use-cases'
import { drizzlePartnerStore } from './home/partner-store.drizzle'
import { partnerUseCases } from './home/partner.use-cases'
import { showcaseHomeAdminRoutes } from './home/home.public'

// The home blocks, partners and catalogues of the showcase back office, on their drizzle stores.
export function wireShowcaseHomeAdmin(input: { db: Database; clock: Clock }) {
  const { db, clock } = input
  return showcaseHomeAdminRoutes({
    homeBlocks: homeBlockUseCases({ store: drizzleHomeBlockStore(db), clock }),
    partners: partnerUseCases({ store: drizzlePartnerStore(db), clock }),
    catalogues: catalogueUseCases({ store: drizzleCatalogueStore(db), clock }),
  })
}
