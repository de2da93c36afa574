import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { admins } from './schema'
import { at, cents, updatedAt, version } from './columns'

// Tables of the e-commerce back office (decision 027): its settings and the audit log of admin writes.

// One row (id 1), created by the migration: the settings always exist, so readers never branch.
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultShippingFee: cents('default_shipping_fee').notNull().default(2500),
    vatRatePercent: integer('vat_rate_percent').notNull().default(20),
    companyName: text('company_name').notNull().default('Écrin Emballages'),
    companyAddress: text('company_address').notNull().default(''),
    companyEmail: text('company_email').notNull().default('contact@ecrin-emballages.fr'),
    orderNotificationEmail: text('order_notification_email').notNull().default('commandes@ecrin-emballages.fr'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check('settings_vat_rate_check', sql`${table.vatRatePercent} between 0 and 100`),
    check('settings_shipping_fee_check', sql`${table.defaultShippingFee} >= 0`),
  ],
)

// Who changed what and when, with the values before and after (null before a creation, after a
// deletion). Written in the same transaction as the change, so a record never lacks its history.
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    // Kept as text: the log must still say who acted after the administrator is gone.
    adminLogin: text('admin_login').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.at)],
)
