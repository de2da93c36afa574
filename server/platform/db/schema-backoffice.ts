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
    // Basis points, 2000 = 20 % (docs/decisions/071-vat-rate-basis-points.md, drizzle/0015).
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2000),
    companyName: text('company_name').notNull().default('Écrin Emballages'),
    companyAddress: text('company_address').notNull().default(''),
    companyEmail: text('company_email').notNull().default('contact@ecrin-emballages.fr'),
    orderNotificationEmail: text('order_notification_email').notNull().default('commandes@ecrin-emballages.fr'),
    // Working days an order may wait for its head office before a reminder (docs/decisions/074).
    validationReminderDays: integer('validation_reminder_days').notNull().default(2),
    // The company's closing days beyond weekends and public holidays, Paris days 'YYYY-MM-DD' in order: the
    // working calendar of lead times (src/domain/working-days.ts, docs/decisions/075).
    closureDays: jsonb('closure_days').$type<string[]>().notNull().default([]),
    // Working days a proof may wait for its approver before a reminder (docs/decisions/076).
    proofReminderDays: integer('proof_reminder_days').notNull().default(3),
    // Brand stock (docs/decisions/077-brand-stock.md): weeks of call-offs a forecast averages, and how many
    // working days ahead of a relaunch day its warning is mailed.
    stockForecastWeeks: integer('stock_forecast_weeks').notNull().default(12),
    stockAlertDays: integer('stock_alert_days').notNull().default(10),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check('settings_vat_rate_check', sql`${table.vatRateBasisPoints} between 0 and 10000`),
    check('settings_shipping_fee_check', sql`${table.defaultShippingFee} >= 0`),
    check('settings_reminder_days_check', sql`${table.validationReminderDays} between 1 and 30`),
    check('settings_proof_reminder_days_check', sql`${table.proofReminderDays} between 1 and 30`),
    check('settings_stock_forecast_weeks_check', sql`${table.stockForecastWeeks} between 1 and 52`),
    check('settings_stock_alert_days_check', sql`${table.stockAlertDays} between 1 and 60`),
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
