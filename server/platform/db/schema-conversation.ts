import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { ORDER_MAIL_KINDS } from '../../../src/domain/order-mails'
import { at, cents, createdAt, sqlList, updatedAt } from './columns'
import { shops } from './schema'
import { orders } from './schema-portal'
import { proofRounds } from './schema-proofs'

// The order conversation (docs/decisions/074-order-conversation.md): the head office's approval rules for
// each of its shops, each account's mail choices, and the notices that the job runner turns into mails.

/** Set by a shop's head office: auto-acceptance under an amount HT, and a monthly budget (both optional). */
export const approvalRules = pgTable(
  'approval_rules',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    autoAcceptBelow: cents('auto_accept_below'),
    monthlyBudget: cents('monthly_budget'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('approval_rules_amounts_check', sql`${table.autoAcceptBelow} >= 0 and ${table.monthlyBudget} >= 0`),
  ],
)

/** The mails an account turned off (a row per kind); the required ones are never read from here. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_MAIL_KINDS }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.kind] }),
    check('mail_opt_outs_kind_check', sql`${table.kind} in (${sqlList(ORDER_MAIL_KINDS)})`),
  ],
)

// The proof notices tell of one round (docs/decisions/076-proof-approval.md): `proof_round_id` names it.
export const ORDER_NOTICE_KINDS = [
  'submitted',
  'placed',
  'edited',
  'decided',
  'reminder',
  'proof_sent',
  'proof_changes',
  'proof_approved',
  'proof_reminder',
] as const
export type OrderNoticeKind = (typeof ORDER_NOTICE_KINDS)[number]

/**
 * Written in the transaction of the change it tells of, so that a committed change is always told and a
 * rolled-back one never is; the job runner claims each due notice on one server and writes its mails to the
 * outbox in the same transaction that marks it done. `due_at` lets line edits wait: a decision that follows
 * within the delay replaces them with one mail.
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_NOTICE_KINDS }).notNull(),
    proofRoundId: integer('proof_round_id').references(() => proofRounds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    dueAt: at('due_at').notNull(),
    doneAt: at('done_at'),
  },
  (table) => [
    index('order_notices_due_idx').on(table.dueAt).where(sql`${table.doneAt} is null`),
    index('order_notices_order_idx').on(table.orderId),
    check('order_notices_kind_check', sql`${table.kind} in (${sqlList(ORDER_NOTICE_KINDS)})`),
  ],
)
