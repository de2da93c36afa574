import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { ARTWORK_KINDS } from '../../../src/domain/artwork-files'
import { at, createdAt, sqlList } from './columns'
import { PROOF_STATES } from '../../../src/domain/proof-approval'
import { admins, brands, shops } from './schema'
import { cartLines, orderLines } from './schema-portal'

// Proofs (BAT) and the artwork they print (docs/decisions/076-proof-approval.md).

/** A brand's artwork library: files its shops, its head office and the administrators upload. */
export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    // The sanitised name the file came with, shown and offered on download; the storage key is ours.
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    kind: text('kind', { enum: ARTWORK_KINDS }).notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedByShopId: integer('uploaded_by_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    uploadedByAdminId: integer('uploaded_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    // Kept as text: the library still says who uploaded a file after the account is gone.
    uploadedByLabel: text('uploaded_by_label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('artworks_brand_id_idx').on(table.brandId, table.createdAt),
    check('artworks_kind_check', sql`${table.kind} in (${sqlList(ARTWORK_KINDS)})`),
    check('artworks_byte_size_check', sql`${table.byteSize} > 0`),
  ],
)

export const PROOF_ANSWERS = ['approved', 'changes_requested'] as const
export type ProofAnswer = (typeof PROOF_ANSWERS)[number]

/**
 * One proof sent for an order line, V1, V2…: inserted once, answered once (a conditional update on
 * `answer is null`), never deleted while its order exists. An approved round is final.
 */
export const proofRounds = pgTable(
  'proof_rounds',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    byteSize: integer('byte_size').notNull(),
    note: text('note'),
    sentByAdminId: integer('sent_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    sentByLabel: text('sent_by_label').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
    answer: text('answer', { enum: PROOF_ANSWERS }),
    answeredByShopId: integer('answered_by_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    answeredByLabel: text('answered_by_label'),
    answeredAt: at('answered_at'),
    comment: text('comment'),
    // When the approver was reminded of this round: once per round, whichever server reminds (decision 074).
    remindedAt: at('reminded_at'),
  },
  (table) => [
    unique('proof_rounds_line_version_unique').on(table.orderLineId, table.version),
    index('proof_rounds_waiting_idx').on(table.sentAt).where(sql`${table.answer} is null`),
    check('proof_rounds_answer_check', sql`${table.answer} is null or ${table.answer} in (${sqlList(PROOF_ANSWERS)})`),
    check('proof_rounds_version_check', sql`${table.version} >= 1`),
    check(
      'proof_rounds_answered_check',
      sql`(${table.answer} is null) = (${table.answeredAt} is null)
        and (${table.answer} <> 'changes_requested' or ${table.comment} is not null)`,
    ),
  ],
)

/** The artwork a cart line of a "BAT requis" option will print; no row is "fichier à venir". */
export const cartLineArtworks = pgTable('cart_line_artworks', {
  cartLineId: integer('cart_line_id')
    .primaryKey()
    .references(() => cartLines.id, { onDelete: 'cascade' }),
  artworkId: integer('artwork_id')
    .notNull()
    .references(() => artworks.id, { onDelete: 'cascade' }),
})

/**
 * The proof of an order line whose option needs one, written when the order is placed: its state, the artwork
 * it prints (null: "fichier à venir"), and for a line that carried an approved proof over from an earlier
 * order, that round (decision 076). Lines of other options have no row and are never held back.
 */
export const orderLineProofs = pgTable(
  'order_line_proofs',
  {
    orderLineId: integer('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    artworkId: integer('artwork_id').references(() => artworks.id, { onDelete: 'restrict' }),
    state: text('state', { enum: PROOF_STATES }).notNull(),
    approvedRoundId: integer('approved_round_id').references((): AnyPgColumn => proofRounds.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('order_line_proofs_state_idx').on(table.state, table.updatedAt),
    check('order_line_proofs_state_check', sql`${table.state} in (${sqlList(PROOF_STATES)})`),
    check(
      'order_line_proofs_approved_check',
      sql`(${table.state} = 'approved') = (${table.approvedRoundId} is not null)`,
    ),
  ],
)
