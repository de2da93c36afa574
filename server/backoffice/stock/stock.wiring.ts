import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import { drizzleStockStore } from './stock-store.drizzle'
import { stockUseCases } from './stock.use-cases'

// The back office's stock on one database (docs/decisions/077-brand-stock.md).
export const wireBackofficeStock = (input: { db: Database; clock: Clock }) =>
  stockUseCases({ store: drizzleStockStore(input.db), clock: input.clock })
