import * as v from 'valibot'
import { LINE_STATUSES } from '../../domain/order-status'
import { failedQuantityMessage } from '../../domain/quantity-rules'
import { Count, Id, multiLineChars, NumberLike, QueryInt } from '../wire-primitives'
import { OrderDetailWire, OrderListFilters } from './orders'

// The head office's validation of its shops' orders (decisions §5, spec §7): list and count of the
// orders waiting, then one call per action, each answering the order as it now stands.

/** GET /api/orders/validations/order: the page dialect (spec §7: 1-based `page`, `per_page`). */
export const ValidationListQuery = v.object({
  page: v.optional(QueryInt),
  per_page: v.optional(QueryInt),
  ...OrderListFilters,
})
export type ValidationListQuery = v.InferOutput<typeof ValidationListQuery>

/** GET /api/orders/validations/count */
export const ValidationCountWire = v.object({ countOrders: Count })
export type ValidationCountWire = v.InferOutput<typeof ValidationCountWire>

// A reason or comment as typed: the domain (src/domain/refusal-reason.ts) says when it is required and how long.
const ReasonText = v.optional(v.nullable(v.pipe(v.string(), multiLineChars(), v.maxLength(5_000))))

// The quantity rule, its cap included, is the domain's: the server answers it with 422.
const Quantity = v.optional(v.nullable(NumberLike))

/**
 * PUT /api/orders/validations/modify/{orderId}. Spec §7: idproduct is the order line, data the
 * quantity, statut the line status. Spec §3 names the quantity `quantity`: accepted too, `data`
 * winning when both are sent. The quantity rule itself is the domain's, answered with 422.
 */
export const ValidationLineBody = v.object({
  idproduct: v.pipe(NumberLike, v.integer(), v.minValue(1)),
  data: Quantity,
  quantity: Quantity,
  statut: v.optional(v.nullable(v.picklist(LINE_STATUSES))),
  /** Required when `statut` is `refused` (the domain's checkReason answers 422 without it). */
  reason: ReasonText,
})
export type ValidationLineBody = v.InferOutput<typeof ValidationLineBody>

export const ORDER_DECISIONS = ['accepted', 'refused'] as const

/** PUT /api/orders/validations/decide/{orderId}: every line still pending takes the decision. */
export const ValidationDecisionBody = v.object({ statut: v.picklist(ORDER_DECISIONS), reason: ReasonText })
export type ValidationDecisionBody = v.InferOutput<typeof ValidationDecisionBody>

/** Every validation action (modify, detachProduct, decide): the French message and the order. */
export const ValidationOutcomeWire = v.object({ message: v.string(), order: OrderDetailWire })
export type ValidationOutcomeWire = v.InferOutput<typeof ValidationOutcomeWire>

// A quantity the server could not read (an infinite number, a text that is not
// a number) answered "Requête invalide : data est invalide." (decision 043). It now answers the domain's sentence;
// the rule itself (whole, positive, within the cap of 1 000 000) stays the domain's, answered with 422.
const notPositive = failedQuantityMessage({ kind: 'not-positive' })
const ReadableQuantity = v.union(
  [
    v.pipe(v.number(notPositive), v.finite(notPositive)),
    v.pipe(v.string(notPositive), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, notPositive), v.transform(Number)),
  ],
  notPositive,
)
const ReadableOptionalQuantity = v.optional(v.nullable(ReadableQuantity))

/** ValidationLineBody refusing an unreadable quantity in the domain's words: the server parses modify calls with it. */
export const BoundedValidationLineBody = v.object({
  ...ValidationLineBody.entries,
  data: ReadableOptionalQuantity,
  quantity: ReadableOptionalQuantity,
})

/** PUT /api/orders/validations/comment/{orderId}: the head office's comment, read by the shop. */
export const ValidationCommentBody = v.object({ comment: v.pipe(v.string(), multiLineChars(), v.maxLength(5_000)) })
export type ValidationCommentBody = v.InferOutput<typeof ValidationCommentBody>

export const ACCEPT_MANY_LIMIT = 50

/** POST /api/orders/validations/accept: several orders accepted at once, each in its own transaction. */
export const AcceptManyBody = v.object({
  order_ids: v.pipe(
    v.array(v.pipe(NumberLike, v.integer(), v.minValue(1))),
    v.minLength(1, 'Sélectionnez au moins une commande.'),
    v.maxLength(ACCEPT_MANY_LIMIT, `Sélectionnez au plus ${ACCEPT_MANY_LIMIT} commandes à la fois.`),
  ),
})
export type AcceptManyBody = v.InferOutput<typeof AcceptManyBody>

/** What became of each order asked for, in the order asked: accepted, or why not (in French). */
export const AcceptManyWire = v.object({
  results: v.array(
    v.object({ order_id: Id, number: v.nullable(v.string()), accepted: v.boolean(), message: v.string() }),
  ),
})
export type AcceptManyWire = v.InferOutput<typeof AcceptManyWire>
