import type { CalendarDayText } from '../../../application/portal/ports/portal-data'
import { estimatedDeliveryText } from '../../../domain/delivery-promise'
import styles from './pricing.module.css'

// The server computes the days (docs/decisions/075-price-tiers-price-lists-lead-times.md); the screen only
// writes them, with the domain's wording, and says nothing when no promise can be made.

/** "Livraison estimée : jeudi 14 janvier", or nothing when the day is unknown. */
export function EstimatedDelivery({ day, className }: { day: CalendarDayText | null; className?: string }) {
  if (day === null) return null
  return <p className={`${styles.delivery} ${className ?? ''}`}>{estimatedDeliveryText(day)}</p>
}
