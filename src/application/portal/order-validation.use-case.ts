import { Effect } from 'effect'
import type { LineStatus } from '../../domain/order-status'
import { applyValidationEdit } from '../../domain/order-validation'
import type { GatewayError } from '../errors'
import type { OrderDetail, OrderLine } from './ports/order-gateway'
import { ValidationGateway, type ValidationOutcome } from './ports/validation-gateway'
import { ensureValidQuantity, refusedBeforeCall } from './quantity-guard'

// The list of orders to validate and the decision on a whole order carry no rule of the browser's:
// screens call ValidationGateway directly (docs/decisions/056).

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
}

/** Changes a line's quantity (same minimum and multiple as the cart) and/or status. */
export const changeValidationLine = Effect.fn('changeValidationLine')(function* (
  change: ValidationLineChange,
): Effect.fn.Return<ValidationOutcome, GatewayError, ValidationGateway> {
  if (change.quantity !== undefined) yield* ensureValidQuantity(change.quantity, change.line.option)
  const validation = yield* ValidationGateway
  return yield* validation.modifyLine({
    orderId: change.orderId,
    lineId: change.line.id,
    ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
    ...(change.status === undefined ? {} : { status: change.status }),
  })
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
