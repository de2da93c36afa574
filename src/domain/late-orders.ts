// Which orders the back office calls late (docs/decisions/075-price-tiers-price-lists-lead-times.md): the
// promised day has passed and the order has not left the workshop. Refused and cancelled orders will never be
// delivered, so they are not late either. The order list's SQL filter mirrors this rule.

import { isLate } from './delivery-promise'
import type { OrderStatus } from './order-status'
import type { CalendarDay } from './working-days'

/** Statuses in which an order is never late: shipped or delivered, or never to be delivered. */
export const NEVER_LATE_STATUSES = [
  'shipped',
  'delivered',
  'refused',
  'cancelled',
] as const satisfies readonly OrderStatus[]

export const isNeverLate = (status: OrderStatus): boolean => (NEVER_LATE_STATUSES as readonly string[]).includes(status)

/** Whether an order promised for `promisedOn` (null: no promise) is late on the Paris day `today`. */
export function isOrderLate(order: { promisedOn: CalendarDay | null; status: OrderStatus }, today: CalendarDay) {
  return isLate(order.promisedOn, today, isNeverLate(order.status))
}
