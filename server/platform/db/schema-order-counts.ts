import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { ORDER_STATUSES } from '../../../src/domain/order-status'
import { shops } from './schema'

// How many orders each shop has in each status, kept exact by triggers on `orders` in the same
// transaction as every insert, status change and deletion (drizzle/0006_admin_orders.sql). The back
// office's list totals (x-total-count) for status, brand and shop filters read these few rows instead
// of counting 100 000 orders (decision 034).
export const orderCounts = pgTable(
  'order_counts',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ name: 'order_counts_pkey', columns: [table.shopId, table.status] })],
)
