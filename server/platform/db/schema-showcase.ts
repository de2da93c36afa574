import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, sqlList, version } from './columns'
import { seoColumns } from './seo-columns'

// Tables of the public showcase (decisions §6). Rich text columns (`*_html`) hold HTML
// already sanitised on write, so reads return them as stored.

export const MEDIA_KINDS = ['image', 'document'] as const
export type StoredRendition = { width: number; height: number }

// One row per image or document. An image is served as WebP renditions named `<key>-<width>.webp`
// under /media; a document as `<key>` itself. `source` says where the original lives, so that
// missing files can be produced again (a new disk, a new server) from the database alone.
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    mimeType: text('mime_type').notNull(),
    alt: text('alt').notNull().default(''),
    source: text('source'),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes'),
    renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
    // The uploaded file's name, shown in the media library (decision 036); never used as a path.
    originalName: text('original_name').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('media_kind_check', sql`${table.kind} in (${sqlList(MEDIA_KINDS)})`)],
)

export const HOME_BLOCK_TYPES = ['hero', 'text_image', 'product_highlight', 'partners', 'call_to_action'] as const
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number]

export const homeBlocks = pgTable(
  'home_blocks',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: HOME_BLOCK_TYPES }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    bodyHtml: text('body_html'),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    imagePosition: text('image_position'),
    linkLabel: text('link_label'),
    linkHref: text('link_href'),
    secondaryLinkLabel: text('secondary_link_label'),
    secondaryLinkHref: text('secondary_link_href'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('home_blocks_position_idx').on(table.position),
    check('home_blocks_type_check', sql`${table.type} in (${sqlList(HOME_BLOCK_TYPES)})`),
  ],
)

export const showcaseCategories = pgTable(
  'showcase_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => showcaseCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    ...seoColumns(() => media.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('showcase_categories_parent_id_idx').on(table.parentId)],
)

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  version: version(),
})

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('attribute_values_attribute_slug_unique').on(table.attributeId, table.slug)],
)

export const showcaseProducts = pgTable(
  'showcase_products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => showcaseCategories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => showcaseCategories.id, { onDelete: 'set null' }),
    // The product's own picture (cards, its page, its brochure page); its SEO image is only for sharing.
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    // An unpublished product is only seen in the back office's preview (decision 036).
    published: boolean('published').notNull().default(true),
    // What a buyer asks first, shown "En bref" on the product page (decision 045). Null or empty: not said.
    minOrderQuantity: integer('min_order_quantity'),
    leadTime: text('lead_time').notNull().default(''),
    finishes: jsonb('finishes').$type<string[]>().notNull().default([]),
    ...seoColumns(() => media.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('showcase_products_category_id_idx').on(table.categoryId),
    index('showcase_products_sub_category_id_idx').on(table.subCategoryId),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => showcaseProducts.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    depthMm: integer('depth_mm'),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    version: version(),
  },
  (table) => [index('product_variants_product_id_idx').on(table.productId)],
)

// One value per attribute and variant: the primary key makes "two colours at once" impossible.
export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.attributeId] })],
)

export const homeBlockProducts = pgTable(
  'home_block_products',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => homeBlocks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => showcaseProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.blockId, table.productId] })],
)
