import { Effect } from 'effect'
import {
  parseQuickOrder,
  QUICK_ORDER_MAX_LINES,
  quickOrderRefusalMessage,
  quickOrderSummary,
} from '../../domain/quick-order'
import type { GatewayError } from '../errors'
import { CartGateway, type QuickOrderLineResult } from './ports/cart-gateway'
import { refusedBeforeCall } from './quantity-guard'

export const QUICK_ORDER_EMPTY = 'Saisissez au moins une ligne : une référence puis une quantité.'
export const QUICK_ORDER_TOO_LONG = `Une commande rapide compte au plus ${QUICK_ORDER_MAX_LINES} lignes.`

/** Every line's outcome in the text's order; no count when nothing reached the server. */
export type QuickOrderOutcome = {
  readonly results: readonly QuickOrderLineResult[]
  readonly message: string
  readonly numberOfProductsInCart: number | null
}

/**
 * Quick order (decision 041): reads the pasted text (the domain's parser), sends the readable lines in one
 * call, and merges the unreadable ones into the server's per-line answer.
 */
export const placeQuickOrder = Effect.fn('placeQuickOrder')(function* (
  text: string,
): Effect.fn.Return<QuickOrderOutcome, GatewayError, CartGateway> {
  const parsed = parseQuickOrder(text)
  if (parsed.length === 0) return yield* Effect.fail(refusedBeforeCall(QUICK_ORDER_EMPTY))
  if (parsed.length > QUICK_ORDER_MAX_LINES) return yield* Effect.fail(refusedBeforeCall(QUICK_ORDER_TOO_LONG))
  const malformed = parsed.flatMap((p): QuickOrderLineResult[] =>
    p.kind === 'malformed'
      ? [
          {
            line: p.lineNumber,
            reference: p.text,
            status: 'refused',
            message: quickOrderRefusalMessage(p.lineNumber, p.text, { kind: 'malformed' }),
          },
        ]
      : [],
  )
  const lines = parsed.flatMap((p) =>
    p.kind === 'request'
      ? [
          {
            line: p.request.lineNumber,
            reference: p.request.reference,
            option: p.request.optionNumber,
            quantity: p.request.quantity,
          },
        ]
      : [],
  )
  if (lines.length === 0)
    return { results: malformed, message: quickOrderSummary(0, malformed.length), numberOfProductsInCart: null }
  const answer = yield* (yield* CartGateway).quickOrder(lines)
  const added = answer.results.filter((result) => result.status !== 'refused').length
  return {
    results: [...answer.results, ...malformed].sort((a, b) => a.line - b.line),
    message: quickOrderSummary(added, answer.results.length + malformed.length - added),
    numberOfProductsInCart: answer.numberOfProductsInCart,
  }
})
