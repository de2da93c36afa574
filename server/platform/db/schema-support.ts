import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { shops } from './schema'
import { at, createdAt, sqlList } from './columns'

// Account support tables: password reset tokens, the mail outbox (docs/decisions/008) and rate
// limit hits (docs/decisions/009).

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    // SHA-256 hex: the mailed token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_shop_id_idx').on(table.shopId)],
)

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    // Delivered by the outbox job, claimed by one server at a time, retried with backoff (decision 039).
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
  },
  (table) => [
    index('mail_outbox_status_idx').on(table.status),
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${table.status} in (${sqlList(MAIL_STATUSES)})`),
  ],
)

// Login and reset attempts, counted in the database so that several server processes agree.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('rate_limit_hits_key_at_idx').on(table.key, table.at)],
)
