import * as v from 'valibot'
import { ARTWORK_KINDS } from '../../domain/artwork-files'
import { MAX_PROOF_COMMENT_LENGTH, PROOF_MESSAGES, PROOF_STATES } from '../../domain/proof-approval'
import { BodyId, Count, Id, IsoInstant, MultiLineText, NullableText, QueryInt } from '../wire-primitives'

// Artwork and proofs (BAT) as the Portal API and the back office write them (docs/decisions/076-proof-approval.md).
// The shapes are shared: the shop, its head office and the administrators see the same rounds.

/** A file of the brand's artwork library. `viewable`: PDF, PNG or JPEG, shown in the browser; else downloaded. */
export const ArtworkWire = v.object({
  id: Id,
  brand_id: Id,
  file_name: v.string(),
  kind: v.picklist(ARTWORK_KINDS),
  byte_size: Count,
  viewable: v.boolean(),
  uploaded_by: v.string(),
  created_at: IsoInstant,
  /** Where the file is read, inside the API that answered (the portal's or the back office's). */
  file_url: v.string(),
})
export type ArtworkWire = v.InferOutput<typeof ArtworkWire>

export const ArtworksWire = v.object({ items: v.array(ArtworkWire), total: Count })
export type ArtworksWire = v.InferOutput<typeof ArtworksWire>

/** One proof sent, V1, V2…, and its answer once given. */
export const ProofRoundWire = v.object({
  version: Count,
  sent_at: IsoInstant,
  sent_by: v.string(),
  note: NullableText,
  answer: v.nullable(v.picklist(['approved', 'changes_requested'])),
  answered_at: v.nullable(IsoInstant),
  answered_by: NullableText,
  comment: NullableText,
  file_url: v.string(),
})
export type ProofRoundWire = v.InferOutput<typeof ProofRoundWire>

/** An order line that needs a proof, with every round sent for it. */
export const ProofLineWire = v.object({
  line_id: Id,
  order_id: Id,
  order_number: v.string(),
  order_status: v.string(),
  shop: v.object({ id: Id, name: v.string() }),
  product_name: v.string(),
  product_reference: v.string(),
  option_label: v.string(),
  quantity: Count,
  state: v.picklist(PROOF_STATES),
  /** The specification's words: "BAT à préparer", "BAT envoyé", "BAT à modifier", "BAT validé". */
  state_label: v.string(),
  artwork: v.nullable(ArtworkWire),
  /** An approved proof carried over from an earlier order: "BAT déjà validé (V2 du 12/11/2026)". */
  carried_over: NullableText,
  /** Since when the line is in its state (the age the queue sorts by). */
  state_since: IsoInstant,
  rounds: v.array(ProofRoundWire),
  /** Whether the caller may answer the latest round now (the approver, while it is sent). */
  can_answer: v.boolean(),
})
export type ProofLineWire = v.InferOutput<typeof ProofLineWire>

export const ProofLinesWire = v.object({ items: v.array(ProofLineWire), total: Count })
export type ProofLinesWire = v.InferOutput<typeof ProofLinesWire>

/** The version answered, so that an answer never lands on a newer proof than the one the approver saw. */
export const ProofApprovalBody = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) })
export type ProofApprovalBody = v.InferOutput<typeof ProofApprovalBody>

export const ProofChangeBody = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  comment: v.pipe(
    MultiLineText,
    v.trim(),
    v.minLength(1, PROOF_MESSAGES.commentRequired),
    v.maxLength(MAX_PROOF_COMMENT_LENGTH, PROOF_MESSAGES.commentTooLong),
  ),
})
export type ProofChangeBody = v.InferOutput<typeof ProofChangeBody>

/** A page of a list: `_start` a row offset, `_limit` a page size (missing: the default). */
export const ProofListQuery = v.object({
  _start: v.optional(QueryInt),
  _limit: v.optional(QueryInt),
  /** One state only ("to_prepare", "sent", "changes_requested", "approved"); missing: all. */
  state: v.optional(v.picklist(PROOF_STATES)),
})
export type ProofListQuery = v.InferOutput<typeof ProofListQuery>

export const ArtworkListQuery = v.object({ _start: v.optional(QueryInt), _limit: v.optional(QueryInt) })
export type ArtworkListQuery = v.InferOutput<typeof ArtworkListQuery>

/** The artwork a cart line of a "BAT requis" option prints; null is "fichier à venir". */
export const CartLineArtworkBody = v.object({ artwork_id: v.nullable(BodyId) })
export type CartLineArtworkBody = v.InferOutput<typeof CartLineArtworkBody>
