import { sql } from 'drizzle-orm'
import { ADMIN_ROLES } from '../../../src/domain/admin-roles'
import { TOKEN_AUDIENCES } from '../../../src/domain/token-audiences'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { cents, sqlList, version } from './columns'

// Column names are snake_case in SQL (the spec's field names) and camelCase in TypeScript.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Franco thresholds: null (or 0) means "not configured" (decisions §4). Money in euro cents HT.
    francoQty: integer('franco_qty'),
    francoPrice: cents('franco_price'),
    shippingFee: cents('shipping_fee').notNull().default(2500),
    // Working days from the workshop to the brand's shops, added to a product's production time (decision 075).
    deliveryDays: integer('delivery_days').notNull().default(2),
    ecommerceUrl: text('ecommerce_url'),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [check('brands_delivery_days_check', sql`${table.deliveryDays} between 0 and 60`)],
)

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    identifiant: text('identifiant').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Null until the shop sets its password from the set-up link mailed by the back office.
    passwordHash: text('password_hash'),
    addressLine1: text('address_line1').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('France'),
    validatorId: integer('validator_id').references((): AnyPgColumn => shops.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('shops_brand_id_idx').on(table.brandId), index('shops_validator_id_idx').on(table.validatorId)],
)

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [check('admins_role_check', sql`${table.role} in (${sqlList(ADMIN_ROLES)})`)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    // SHA-256 hex of the token: a database leak does not hand out usable tokens.
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    audience: text('audience', { enum: TOKEN_AUDIENCES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    // Grace window of a rotation (src/domain/refresh-rotation.ts): when it happened, and the pair it
    // gave, encrypted with a key derived from this row's own token, which only its holder knows.
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    replayPair: text('replay_pair'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_subject_idx').on(table.audience, table.subjectId),
    check('refresh_tokens_audience_check', sql`${table.audience} in ('shop', 'admin', 'sso', 'storefront-admin')`),
  ],
)
