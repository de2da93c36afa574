import * as v from 'valibot'
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MAX_REFERENCE } from '../../domain/quick-order'
import { Count, LineText } from '../wire-primitives'

// Quick order (decision 041): POST /api/carts/quick-order puts every valid line into the open cart in
// one transaction and answers, line by line, what it did. The browser reads the pasted text
// (src/domain/quick-order.ts) and sends the requests; the server checks them again.

const LineNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

export const QuickOrderLineBody = v.object({
  line: LineNumber,
  reference: v.pipe(LineText, v.trim(), v.nonEmpty(), v.maxLength(QUICK_ORDER_MAX_REFERENCE)),
  /** 1-based position among the product's active options (`REF#2`); the first when absent. */
  option: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), 1),
  // Out-of-rule quantities are the domain's to explain, line by line: only the type is checked here.
  quantity: v.pipe(v.number(), v.safeInteger()),
})

export const QuickOrderBody = v.object({
  lines: v.pipe(
    v.array(QuickOrderLineBody),
    v.nonEmpty('Requête invalide : aucune ligne à commander.'),
    v.maxLength(QUICK_ORDER_MAX_LINES, `Requête invalide : ${QUICK_ORDER_MAX_LINES} lignes au plus.`),
  ),
})
export type QuickOrderBody = v.InferInput<typeof QuickOrderBody>

export const QuickOrderLineResultWire = v.object({
  line: v.number(),
  reference: v.string(),
  status: v.picklist(['added', 'updated', 'refused']),
  message: v.string(),
})
export type QuickOrderLineResultWire = v.InferOutput<typeof QuickOrderLineResultWire>

/** `message` is the summary (how many lines added, how many refused). */
export const QuickOrderResultWire = v.object({
  results: v.array(QuickOrderLineResultWire),
  numberOfProductsInCart: Count,
  message: v.string(),
})
export type QuickOrderResultWire = v.InferOutput<typeof QuickOrderResultWire>
