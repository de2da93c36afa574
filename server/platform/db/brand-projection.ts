import { sql } from 'drizzle-orm'
import type { CommercialTerms } from '../../../src/domain/commercial-terms'
import type { CalendarDay } from '../../../src/domain/working-days'
import { brands } from './schema'
import { settings } from './schema-backoffice'

// What a brand charges (franco thresholds, shipping fee), read with every cart and every order, with
// the VAT rate of the settings as it is now: a change in the back office prices the next read at once.
export const commercialTermsColumns = {
  francoQty: brands.francoQty,
  francoPrice: brands.francoPrice,
  shippingFee: brands.shippingFee,
  vatRateBasisPoints:
    sql<number>`(select ${settings.vatRateBasisPoints} from ${settings} where ${settings.id} = 1)`.mapWith(Number),
}

/** The columns as they are stored (the spec's franco_qty and franco_price), flat for SQL's sake. */
export type CommercialTermsRow = {
  francoQty: number | null
  francoPrice: number | null
  shippingFee: number
  vatRateBasisPoints: number
}

/** The one place where the stored columns become the domain's terms. */
export const commercialTermsOf = (row: CommercialTermsRow): CommercialTerms => ({
  franco: { quantity: row.francoQty, amountCents: row.francoPrice },
  shippingFee: row.shippingFee,
  vatRateBasisPoints: row.vatRateBasisPoints,
})

// When a brand's shops are delivered (docs/decisions/075-price-tiers-price-lists-lead-times.md): its delivery
// working days and the company's closing days, read with the cart and the catalogue like the VAT rate above.
// The closing days come as text, the same on every row: `closureDaysOf` parses them once per read, not per row.
export const deliveryCalendarColumns = {
  deliveryDays: brands.deliveryDays,
  closureDaysText: sql<string | null>`(select ${settings.closureDays}::text from ${settings} where ${settings.id} = 1)`,
}

// The same text parses to the same list, kept until the settings change: the working calendar then finds
// its set of closing days already built for that list (src/domain/working-days.ts), read after read.
let lastClosures: { text: string; days: readonly CalendarDay[] } = { text: '[]', days: [] }

/** The closing days of a read's first row (`deliveryCalendarColumns`), as the domain's calendar days. */
export function closureDaysOf(text: string | null | undefined): readonly CalendarDay[] {
  if (text == null) return []
  if (text !== lastClosures.text) lastClosures = { text, days: JSON.parse(text) as CalendarDay[] }
  return lastClosures.days
}
