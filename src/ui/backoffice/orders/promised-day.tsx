import { calendarDayText } from '../../../domain/calendar-day-text'
import { isOrderLate } from '../../../domain/late-orders'
import type { OrderStatus } from '../../../domain/order-status'
import { parisCalendarDay, parisMidnight } from '../../../domain/working-days'
import { formatDay } from '../../kit/format/dates'
import styles from './order-badges.module.css'

// The day promised to the shop when the order was placed, and whether the order is late against it
// (docs/decisions/075-price-tiers-price-lists-lead-times.md; the rule is src/domain/late-orders.ts, which the
// list's "En retard" filter mirrors on the server). Late is said in words, the colour only repeats it.

export const PROMISED_DAY_TEXT = { label: 'Livraison promise', late: 'En retard', none: 'Aucune' } as const

type Promised = { readonly promised_on: string | null; readonly status: OrderStatus }

/** Late on the Paris day of the screen: the day promised has passed and the order has not shipped. */
export const isLateToday = (order: Promised) =>
  isOrderLate({ promisedOn: order.promised_on, status: order.status }, parisCalendarDay(new Date()))

export function LateBadge() {
  return (
    <span className={styles.badge} data-late="true">
      {PROMISED_DAY_TEXT.late}
    </span>
  )
}

/** The list's cell: the day in the list's date format, then the badge when late. */
export function PromisedDayCell({ order }: { order: Promised }) {
  if (order.promised_on === null) return <>—</>
  return (
    <span className={styles.promised}>
      <time dateTime={order.promised_on}>{formatDay(parisMidnight(order.promised_on).toISOString())}</time>
      {isLateToday(order) ? <LateBadge /> : null}
    </span>
  )
}

/** The order page's line (printed too): "Livraison promise : jeudi 14 janvier 2027". */
export function PromisedDayLine({ order }: { order: Promised }) {
  const day = order.promised_on
  return (
    <p>
      {PROMISED_DAY_TEXT.label} :{' '}
      {day === null ? (
        PROMISED_DAY_TEXT.none
      ) : (
        <>
          <time dateTime={day}>{calendarDayText(day, { weekday: true, year: true })}</time>
          {isLateToday(order) ? (
            <>
              {' '}
              <LateBadge />
            </>
          ) : null}
        </>
      )}
    </p>
  )
}
