import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { SECOND_FACTOR_POLICIES } from '../../../src/domain/second-factor'
import { at, sqlList, updatedAt } from './columns'
import { admins } from './schema'

// The administrators' second factor (docs/decisions/063-second-factor.md).

/**
 * One row per administrator who started an enrolment: the TOTP secret, AES-256-GCM encrypted with
 * SECOND_FACTOR_KEY; `enabled_at` null while the first code has not confirmed it. `last_used_step`
 * is the RFC 6238 time step of the last code accepted: a code of that step or an earlier one is a replay.
 */
export const adminSecondFactors = pgTable('admin_second_factors', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  enabledAt: at('enabled_at'),
  lastUsedStep: integer('last_used_step'),
  updatedAt: updatedAt(),
})

/** Single-use recovery codes, stored as SHA-256 hashes (they are random, 50 bits: no salt needed). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('admin_recovery_codes_admin_idx').on(table.adminId)],
)

/** The challenges already exchanged for tokens: each is single-use. Kept until they expire. */
export const usedSecondFactorChallenges = pgTable('used_second_factor_challenges', {
  challengeId: uuid('challenge_id').primaryKey(),
  expiresAt: at('expires_at').notNull(),
})

// One row (id 1), created by the migration with the policy off (the demo accounts sign in with a password).
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    secondFactorPolicy: text('second_factor_policy', { enum: SECOND_FACTOR_POLICIES }).notNull().default('off'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('security_settings_single_row', sql`${table.id} = 1`),
    check('security_settings_policy_check', sql`${table.secondFactorPolicy} in (${sqlList(SECOND_FACTOR_POLICIES)})`),
  ],
)
