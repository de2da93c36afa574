import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import type { PriceTier } from '../../../src/domain/price-tiers'
import { cents, createdAt, updatedAt, version } from './columns'
import { brands } from './schema'
import { productOptions } from './schema-portal'

// A brand's negotiated prices (docs/decisions/075): at most one list applies on a Paris day (checked when
// saved, under a lock on the brand), and its prices replace the options' own for the brand's shops.
export const brandPriceLists = pgTable(
  'brand_price_lists',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('brand_price_lists_brand_id_idx').on(table.brandId, table.validFrom),
    check('brand_price_lists_dates_check', sql`${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`),
  ],
)

export const brandPrices = pgTable(
  'brand_prices',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => brandPriceLists.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    unitPrice: cents('unit_price').notNull(),
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.optionId] }),
    index('brand_prices_option_id_idx').on(table.optionId),
    check('brand_prices_unit_price_check', sql`${table.unitPrice} >= 0`),
  ],
)
