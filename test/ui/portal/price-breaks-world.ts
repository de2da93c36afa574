import { eq } from 'drizzle-orm'
import { brands } from '../../../server/platform/db/schema'
import { settings } from '../../../server/platform/db/schema-backoffice'
import { productOptions, products } from '../../../server/platform/db/schema-portal'
import { deliveryDayText, promisedDay } from '../../../src/domain/delivery-promise'
import type { LiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue } from '../../support/portal-catalogue'

// The shop catalogue (test/support/portal-catalogue.ts) with prices by quantity and lead times
// (docs/decisions/075-price-tiers-price-lists-lead-times.md): "Boîte à macarons, Petit format" costs 1,20 € HT,
// 1,00 € from 500 units and 0,90 € from 1 000; the box takes 5 working days to make and the brand 2 to
// deliver. The other products have neither breaks nor a production time.

export const PRODUCTION_DAYS = 5
export const DELIVERY_DAYS = 2

export async function aCatalogueWithBreaks(live: LiveServer) {
  const w = await aShopCatalogue(live.db)
  const small = w.products.macarons.options[0]
  if (small === undefined) throw new Error('the macaron box has a small format')
  await live.db
    .update(productOptions)
    .set({
      priceTiers: [
        { fromQuantity: 500, unitPriceCents: 100 },
        { fromQuantity: 1000, unitPriceCents: 90 },
      ],
    })
    .where(eq(productOptions.id, small.id))
  await live.db.update(products).set({ leadTimeDays: PRODUCTION_DAYS }).where(eq(products.id, w.products.macarons.id))
  await live.db.update(brands).set({ deliveryDays: DELIVERY_DAYS }).where(eq(brands.id, w.brand.id))
  return w
}

/**
 * The day the server promises for the macaron box, as the portal writes it ("jeudi 14 janvier"), from the domain
 * and the server's clock. Taken when this is called and when the pattern is asked for: a test running across
 * midnight in Paris may see either day.
 */
export async function macaronDelivery(live: LiveServer) {
  const [row] = await live.db.select({ closureDays: settings.closureDays }).from(settings)
  const calendar = { closureDays: row?.closureDays ?? [] }
  const lead = { productionDays: PRODUCTION_DAYS, deliveryDays: DELIVERY_DAYS }
  const start = live.clock.now()
  return (prefix: string): RegExp => {
    const days = new Set<string>()
    for (const at of [start, live.clock.now()]) {
      const day = promisedDay(at, lead, calendar)
      if (day !== null) days.add(deliveryDayText(day))
    }
    return new RegExp(`${prefix}(${[...days].join('|')})`)
  }
}
