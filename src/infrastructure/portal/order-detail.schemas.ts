import * as v from 'valibot'
import type { OrderDetail, OrderLine } from '../../application/portal/ports/order-gateway'
import type { ValidationOutcome } from '../../application/portal/ports/validation-gateway'
import { OrderDetailWire, type OrderLineWire } from '../../contract/portal/orders'
import { ValidationOutcomeWire } from '../../contract/portal/validation'
import { chargesFromWire, deliveryFromWire, orderSummaryFromWire, productLineFromWire } from './portal.schemas'

// The contract's order detail and validation answers, mapped into the ports' camelCase.

function lineFromWire(l: OrderLineWire): OrderLine {
  return {
    ...productLineFromWire(l),
    quantity: l.quantity,
    unitPriceCents: l.unit_price,
    lineTotalCents: l.line_total,
    status: l.status,
    statusLabel: l.status_label,
  }
}

export function orderDetailFromWire(o: OrderDetailWire): OrderDetail {
  const { totals } = o
  return {
    ...orderSummaryFromWire(o),
    ...deliveryFromWire(o),
    lines: o.lines.map(lineFromWire),
    totals: {
      quantity: totals.quantity,
      subtotalCents: totals.subtotal,
      ...chargesFromWire(totals),
      vatRateBasisPoints: totals.vat_rate_basis_points,
    },
    franco: o.franco,
    events: o.events,
    canValidate: o.can_validate,
    promisedOn: o.promised_on,
  }
}

/** GET /api/orders/{id}. */
export const OrderDetailSchema = v.pipe(OrderDetailWire, v.transform(orderDetailFromWire))

/** Every validation action's answer. */
export const ValidationOutcomeSchema = v.pipe(
  ValidationOutcomeWire,
  v.transform((answer): ValidationOutcome => ({ message: answer.message, order: orderDetailFromWire(answer.order) })),
)
