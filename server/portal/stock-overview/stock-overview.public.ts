import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import { drizzleStockOverviewReader } from './stock-overview.reader'
import { stockOverview } from './stock-overview.use-case'

// What other features may use of stock-overview/ (docs/decisions/016-server-feature-folders.md).
export type { StockOverview } from './stock-overview.use-case'
export { stockOverviewRoutes } from './stock-overview.routes'

/** The head office's stock page wired to the database, for server/app-dependencies.ts. */
export function wireStockOverview(input: { db: Database; clock: Clock }) {
  return stockOverview({ reader: drizzleStockOverviewReader(input.db), clock: input.clock })
}
