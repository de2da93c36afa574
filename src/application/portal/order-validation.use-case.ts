import { Effect } from 'effect'
import type { LineStatus } from '../../domain/order-status'
import { applyValidationEdit } from '../../domain/order-validation'
import type { PagingParams } from '../../domain/paging'
import type { GatewayError } from '../errors'
import type { OrderDetail, OrderLine, OrderSummary } from './ports/order-gateway'
import type { Page } from './ports/portal-data'
import { type OrderDecision, ValidationGateway, type ValidationOutcome } from './ports/validation-gateway'
import { ensureValidQuantity, refusedBeforeCall } from './quantity-guard'

/** /account/ordervalid: the page dialect (1-based page, per_page); filters `shop`, `date_from`, `date_to`. */
export const listOrdersToValidate = Effect.fn('listOrdersToValidate')(function* (
  paging: PagingParams,
): Effect.fn.Return<Page<OrderSummary>, GatewayError, ValidationGateway> {
  return yield* (yield* ValidationGateway).list(paging)
})

/** The navigation badge. Spec §8: its failure is silent, so an unknown count reads as none. */
export const countOrdersToValidate = Effect.fn('countOrdersToValidate')(function* (): Effect.fn.Return<number, never, ValidationGateway> {
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

/** Accepts or refuses every pending line at once. */
export const decideOrder = Effect.fn('decideOrder')(function* (
  orderId: number,
  decision: OrderDecision,
): Effect.fn.Return<ValidationOutcome, GatewayError, ValidationGateway> {
  return yield* (yield* ValidationGateway).decide(orderId, decision)
})
