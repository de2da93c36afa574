import { eq } from 'drizzle-orm'
import type { Database } from '../../../../server/platform/db/database'
import { settings } from '../../../../server/platform/db/schema-backoffice'
import { productOptions } from '../../../../server/platform/db/schema-portal'
import { brandPriceLists, brandPrices } from '../../../../server/platform/db/schema-pricing'
import type { PriceTier } from '../../../../src/domain/price-tiers'
import { type CalendarDay, parisCalendarDay } from '../../../../src/domain/working-days'

// Test data for prices by quantity, brand lists and lead times (docs/decisions/075), written directly with
// drizzle: editing them in the back office is tested with the back office.

/** The Paris day `n` days after `day` (negative: before). */
export function shiftDay(day: CalendarDay, n: number): CalendarDay {
  const noon = new Date(`${day}T12:00:00Z`)
  noon.setUTCDate(noon.getUTCDate() + n)
  return noon.toISOString().slice(0, 10)
}

export const todayOf = (clock: { now(): Date }): CalendarDay => parisCalendarDay(clock.now())

export async function giveTiers(db: Database, optionId: number, tiers: PriceTier[]) {
  await db.update(productOptions).set({ priceTiers: tiers }).where(eq(productOptions.id, optionId))
}

type Entry = { optionId: number; unitPrice: number; tiers?: PriceTier[] }

/** A brand's price list valid from `validFrom` to `validTo` (null: until further notice). */
export async function aPriceList(
  db: Database,
  brandId: number,
  validity: { validFrom: CalendarDay; validTo: CalendarDay | null },
  entries: Entry[],
) {
  const [list] = await db
    .insert(brandPriceLists)
    .values({ brandId, name: `Liste ${validity.validFrom}`, ...validity })
    .returning()
  if (list === undefined) throw new Error('price list not inserted')
  await db.insert(brandPrices).values(
    entries.map((entry) => ({
      listId: list.id,
      optionId: entry.optionId,
      unitPrice: entry.unitPrice,
      priceTiers: entry.tiers ?? [],
    })),
  )
  return list
}

export async function closeOn(db: Database, closureDays: CalendarDay[]) {
  await db.update(settings).set({ closureDays }).where(eq(settings.id, 1))
}
