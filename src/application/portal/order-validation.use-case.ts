import { Effect } from 'effect'
import type { LineStatus } from '../../domain/order-status'
import { applyValidationEdit } from '../../domain/order-validation'
import { checkComment, checkReason, type ReasonCheck } from '../../domain/refusal-reason'
import type { GatewayError } from '../errors'
import type { OrderDetail, OrderLine } from './ports/order-gateway'
import { type OrderDecision, ValidationGateway, type ValidationOutcome } from './ports/validation-gateway'
import { ensureValidQuantity, refusedBeforeCall } from './quantity-guard'

// The list of orders to validate and the grouped acceptance carry no rule of the browser's: screens call
// ValidationGateway directly (docs/decisions/056). A refusal's reason and a comment are checked by the
// domain here first, in the server's own words (decision 074).

/** The checked text, or the domain's French refusal before any call. */
function checked(check: ReasonCheck): Effect.Effect<string | null, GatewayError> {
  return check.kind === 'ok' ? Effect.succeed(check.reason) : Effect.fail(refusedBeforeCall(check.message))
}

/** The navigation badge. Spec §8: its failure is silent, so an unknown count reads as none. */
export const countOrdersToValidate = Effect.fn('countOrdersToValidate')(function* (): Effect.fn.Return<
  number,
  never,
  ValidationGateway
> {
  const validation = yield* ValidationGateway
  return yield* validation.count().pipe(Effect.orElseSucceed(() => 0))
})

export type ValidationLineChange = {
  readonly orderId: number
  readonly line: OrderLine
  readonly quantity?: number
  readonly status?: LineStatus
  /** Required when the line becomes refused. */
  readonly reason?: string
}

/** Changes a line's quantity (same minimum and multiple as the cart) and/or status; a refusal says why. */
export const changeValidationLine = Effect.fn('changeValidationLine')(function* (
  change: ValidationLineChange,
): Effect.fn.Return<ValidationOutcome, GatewayError, ValidationGateway> {
  if (change.quantity !== undefined) yield* ensureValidQuantity(change.quantity, change.line.option)
  const refusing = change.status === 'refused' && change.line.status !== 'refused'
  const reason = yield* checked(checkReason(refusing, change.reason))
  const validation = yield* ValidationGateway
  return yield* validation.modifyLine({
    orderId: change.orderId,
    lineId: change.line.id,
    ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
    ...(change.status === undefined ? {} : { status: change.status }),
    ...(reason === null ? {} : { reason }),
  })
})

/** Accepts or refuses every line still pending; a refusal carries its reason. */
export const decideValidation = Effect.fn('decideValidation')(function* (
  orderId: number,
  decision: OrderDecision,
  reason?: string,
): Effect.fn.Return<ValidationOutcome, GatewayError, ValidationGateway> {
  const text = yield* checked(checkReason(decision === 'refused', reason))
  return yield* (yield* ValidationGateway).decide(orderId, decision, text ?? undefined)
})

/** The head office's comment to the shop, required and bounded like a reason. */
export const commentValidation = Effect.fn('commentValidation')(function* (
  orderId: number,
  comment: string,
): Effect.fn.Return<ValidationOutcome, GatewayError, ValidationGateway> {
  const text = yield* checked(checkComment(comment))
  return yield* (yield* ValidationGateway).comment(orderId, text ?? '')
})

/** Detaches a line; the order's last line is refused here already (decisions §5: refuse it instead). */
export const detachValidationLine = Effect.fn('detachValidationLine')(function* (
  order: OrderDetail,
  lineId: number,
): Effect.fn.Return<ValidationOutcome, GatewayError, ValidationGateway> {
  const lines = order.lines.map((line) => ({
    lineId: line.id,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    status: line.status,
    rule: { minimum: line.option.minimumQuantity, multiple: line.option.packMultiple },
  }))
  const edit = applyValidationEdit(lines, { kind: 'detach', lineId })
  if (edit.kind === 'rejected') return yield* Effect.fail(refusedBeforeCall(edit.message))
  return yield* (yield* ValidationGateway).detachLine(order.id, lineId)
})
