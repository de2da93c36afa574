import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { LINE_STATUSES, ORDER_STATUSES } from '../../../src/domain/order-status'
import type { PriceBook, PriceTier } from '../../../src/domain/price-tiers'
import { brands, shops } from './schema'
import { at, cents, createdAt, int64, updatedAt, sqlList, version } from './columns'

// Tables of the B2B portal: catalogue, carts, orders and validation history (password
// resets, outbox and throttling are in schema-support.ts). Money in 64-bit euro cents HT
// (decisions §2, docs/decisions/023).

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [unique('categories_brand_slug_unique').on(table.brandId, table.slug)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    reference: text('reference').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    // Working days between a validated order and its shipping; shown to shops, null when unknown.
    leadTimeDays: integer('lead_time_days'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('products_brand_id_idx').on(table.brandId),
    index('products_category_id_idx').on(table.categoryId),
    unique('products_brand_reference_unique').on(table.brandId, table.reference),
  ],
)

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    unitPrice: cents('unit_price').notNull(),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    packMultiple: integer('pack_multiple').notNull().default(1),
    // Price breaks above unitPrice, in increasing quantities, each cheaper (src/domain/price-tiers.ts,
    // docs/decisions/075): read with the option in one column, so the cart read joins nothing more.
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    // "BAT requis": every order line of the option waits for an approved proof (docs/decisions/076).
    proofRequired: boolean('proof_required').notNull().default(false),
  },
  (table) => [
    index('product_options_product_id_idx').on(table.productId),
    check('product_options_unit_price_check', sql`${table.unitPrice} >= 0`),
    check('product_options_minimum_check', sql`${table.minimumQuantity} >= 1`),
    check('product_options_multiple_check', sql`${table.packMultiple} >= 1`),
  ],
)

export const CART_STATUSES = ['open', 'ordered'] as const

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CART_STATUSES }).notNull().default('open'),
    deliveryShopId: integer('delivery_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    referencePo: text('reference_po'),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // decisions §5: one open cart per shop, whatever the number of tabs or servers.
    uniqueIndex('carts_one_open_per_shop').on(table.shopId).where(sql`status = 'open'`),
    index('carts_shop_id_idx').on(table.shopId),
    check('carts_status_check', sql`${table.status} in (${sqlList(CART_STATUSES)})`),
  ],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('cart_lines_cart_product_option_unique').on(table.cartId, table.productId, table.optionId)],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    // Unique: a cart becomes at most one order, even if two validations race past the row lock.
    cartId: integer('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    deliveryShopId: integer('delivery_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    referencePo: text('reference_po'),
    comment: text('comment'),
    // Snapshots: the brand may change its thresholds or fee later; an order keeps its terms.
    shippingFee: cents('shipping_fee').notNull(),
    francoQty: integer('franco_qty'),
    francoPrice: cents('franco_price'),
    // Recomputed with the domain on every change, so lists can sort and show them cheaply.
    linesCount: integer('lines_count').notNull(),
    totalQuantity: int64('total_quantity').notNull(),
    subtotal: cents('subtotal').notNull(),
    shipping: cents('shipping').notNull(),
    vat: cents('vat').notNull(),
    // The settings' VAT rate when the order was placed (drizzle/0007), in basis points since drizzle/0015:
    // later edits of the order keep pricing it at that rate, whatever the settings say now. Orders placed
    // before 0007 were at 20 %.
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2000),
    totalTtc: cents('total_ttc').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    validatedAt: at('validated_at'),
    // The head office's rules accepted it on placing (docs/decisions/074-order-conversation.md).
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    // When the head office was reminded that it waits: once per order.
    remindedAt: at('reminded_at'),
    // The Paris day the order was promised for when placed (docs/decisions/075); null when no line had a
    // production time. Later edits of lead times or closing days never move it.
    promisedOn: date('promised_on', { mode: 'string' }),
  },
  (table) => [
    index('orders_shop_created_idx').on(table.shopId, table.createdAt),
    index('orders_status_idx').on(table.status),
    // The back office's order list (decision 034): newest first, optionally for one status.
    index('orders_created_at_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // The back office's list at 100 000 orders (drizzle/0006_admin_orders.sql): a status within a brand's
    // or a shop's orders, and the sorts by total (ties by id). Its totals: schema-order-counts.ts.
    index('orders_status_shop_idx').on(table.status, table.shopId),
    index('orders_total_ttc_idx').on(table.totalTtc, table.id),
    index('orders_status_total_idx').on(table.status, table.totalTtc, table.id),
    check('orders_status_check', sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id),
    productName: text('product_name').notNull(),
    productReference: text('product_reference').notNull(),
    productImageUrl: text('product_image_url'),
    optionLabel: text('option_label').notNull(),
    unitPrice: cents('unit_price').notNull(),
    minimumQuantity: integer('minimum_quantity').notNull(),
    packMultiple: integer('pack_multiple').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: LINE_STATUSES }).notNull().default('pending'),
    // The price and breaks the line was placed with (the brand's list or the option's own): a change of
    // quantity during validation is priced from them, never from today's prices (docs/decisions/075). Null
    // for lines placed before price breaks: they keep their unit price.
    priceBook: jsonb('price_book').$type<PriceBook>(),
    fromStock: boolean('from_stock').notNull().default(false), // called off the brand's stock (decision 077)
  },
  (table) => [
    index('order_lines_order_id_idx').on(table.orderId),
    check('order_lines_status_check', sql`${table.status} in (${sqlList(LINE_STATUSES)})`),
  ],
)

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorShopId: integer('actor_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    // Kept as text: the history must still say who acted after the account is gone.
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    detail: text('detail'),
    // The head office's reason for a refusal, read by the shop in its order and its mail.
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId)],
)

// Order numbers CMD-YYYY-NNNNN count per year; the row lock of the upsert serialises them.
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
})
