import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import { drizzlePriceListStore } from './price-list-store.drizzle'
import { priceListUseCases } from './price-lists.use-cases'

// What other features may use of backoffice/pricing/ (docs/decisions/016-server-feature-folders.md).
export { priceListRoutes } from './price-lists.routes'
export type { PriceListUseCases } from './price-lists.use-cases'

/** The brand price lists' use cases over the database (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
export const wirePriceLists = (db: Database, clock: Clock) =>
  priceListUseCases({ store: drizzlePriceListStore(db), clock })
