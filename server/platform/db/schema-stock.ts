import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { STOCK_MOVEMENT_KINDS } from '../../../src/domain/brand-stock'
import { at, createdAt, sqlList } from './columns'
import { admins, brands, shops } from './schema'
import { orderLines, orders, productOptions } from './schema-portal'

// Brand stock kept by the maker (docs/decisions/077-brand-stock.md).

/**
 * One account per brand and option, created by its first run. The balance is the lock of every change: a
 * call-off or an adjustment down is a conditional update on `balance >= q`, so it never goes below zero.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    // The run whose relaunch warning was mailed: once per run (a new run re-arms the warning).
    alertedRunId: integer('alerted_run_id').references((): AnyPgColumn => stockMovements.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.optionId] }),
    check('stock_balances_balance_check', sql`${table.balance} >= 0`),
  ],
)

/** Every change of a balance, never updated nor deleted: runs in, call-offs out, adjustments with a reason. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    // Signed: a run adds (> 0), a call-off takes (< 0), an adjustment does either (≠ 0).
    quantity: integer('quantity').notNull(),
    // The Paris day it happened (a run's reception day, a call-off's acceptance day).
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    lot: text('lot'),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('stock_movements_brand_option_idx').on(table.brandId, table.optionId, table.happenedOn),
    index('stock_movements_happened_on_idx').on(table.happenedOn, table.id),
    index('stock_movements_order_line_idx').on(table.orderLineId),
    check('stock_movements_kind_check', sql`${table.kind} in (${sqlList(STOCK_MOVEMENT_KINDS)})`),
    check(
      'stock_movements_quantity_check',
      sql`(${table.kind} = 'run' and ${table.quantity} > 0)
        or (${table.kind} = 'call_off' and ${table.quantity} < 0)
        or (${table.kind} = 'adjustment' and ${table.quantity} <> 0)`,
    ),
    check('stock_movements_reason_check', sql`${table.kind} <> 'adjustment' or length(btrim(${table.reason})) > 0`),
  ],
)
