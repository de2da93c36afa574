import { index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { catalogues } from './schema-showcase-content'
import { showcaseCategories, showcaseProducts } from './schema-showcase'

// What a specialised catalogue's brochure lists: the categories and products chosen for it. None chosen:
// the whole showcase catalogue, as before (decision 049).
export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => showcaseCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.catalogueId, table.categoryId] })],
)

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => showcaseProducts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.catalogueId, table.productId] })],
)

export const FORMER_SLUG_KINDS = ['article', 'product', 'category', 'job'] as const

// The slugs a public record had before: their addresses answer 301 to the record's current one, so a
// changed slug never breaks a link or a search result. A slug taken again by a record leaves this table.
export const formerSlugs = pgTable(
  'former_slugs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: FORMER_SLUG_KINDS }).notNull(),
    slug: text('slug').notNull(),
    recordId: integer('record_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('former_slugs_kind_slug_unique').on(table.kind, table.slug),
    index('former_slugs_kind_record_idx').on(table.kind, table.recordId),
  ],
)
