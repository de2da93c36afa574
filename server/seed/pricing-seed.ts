import { eq } from 'drizzle-orm'
import type { PriceTier } from '../../src/domain/price-tiers'
import type { Database } from '../platform/db/database'
import { brands } from '../platform/db/schema'
import { settings } from '../platform/db/schema-backoffice'
import { brandPriceLists, brandPrices } from '../platform/db/schema-pricing'

// docs/decisions/075: the company's closing days of 2026-2027 (Christmas weeks, two summer weeks), the brand's
// delivery time, and Maison Lemoine's negotiated prices: a list for this year and the next, and one already
// planned after it, so that the back office shows both and a shop sees its brand's price at once.

const CLOSURE_DAYS = [
  '2026-12-24',
  '2026-12-28',
  '2026-12-29',
  '2026-12-30',
  '2026-12-31',
  '2027-08-09',
  '2027-08-10',
  '2027-08-11',
  '2027-08-12',
  '2027-08-13',
  '2027-08-16',
  '2027-08-17',
  '2027-08-18',
  '2027-08-19',
  '2027-08-20',
  '2027-12-24',
  '2027-12-27',
  '2027-12-28',
  '2027-12-29',
  '2027-12-30',
  '2027-12-31',
]

/** Options by product reference, in the catalogue's order (portal-seed.ts). */
export type DemoOptionIds = ReadonlyMap<string, { productId: number; options: number[] }>

type NegotiatedPrice = { reference: string; option: number; unitPrice: number; priceTiers: PriceTier[] }

// Not reached by the browser journeys' other steps: the black labels and the larger case.
const NEGOTIATED: NegotiatedPrice[] = [
  { reference: 'ML-ETIQ', option: 1, unitPrice: 7, priceTiers: [{ fromQuantity: 5000, unitPriceCents: 6 }] },
  {
    reference: 'ML-ETUI',
    option: 1,
    unitPrice: 70,
    priceTiers: [
      { fromQuantity: 1000, unitPriceCents: 64 },
      { fromQuantity: 2500, unitPriceCents: 58 },
    ],
  },
]

export async function seedPricing(db: Database, brandId: number, optionIds: DemoOptionIds, now: Date): Promise<void> {
  await db.update(settings).set({ closureDays: CLOSURE_DAYS }).where(eq(settings.id, 1))
  await db.update(brands).set({ deliveryDays: 2 }).where(eq(brands.id, brandId))
  const year = now.getUTCFullYear()
  const [current] = await db
    .insert(brandPriceLists)
    .values({
      brandId,
      name: `Tarifs négociés ${year}-${year + 1}`,
      validFrom: `${year}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
    .returning({ id: brandPriceLists.id })
  const [planned] = await db
    .insert(brandPriceLists)
    .values({ brandId, name: `Tarifs ${year + 2}`, validFrom: `${year + 2}-01-01`, validTo: null })
    .returning({ id: brandPriceLists.id })
  if (current === undefined || planned === undefined) throw new Error('demo price list insert returned no id')
  const priceOf = (listId: number, price: NegotiatedPrice, raise: number) => {
    const optionId = optionIds.get(price.reference)?.options[price.option]
    if (optionId === undefined) throw new Error(`demo option ${price.reference}#${price.option} missing`)
    const priceTiers = price.priceTiers.map((tier) => ({ ...tier, unitPriceCents: tier.unitPriceCents + raise }))
    return { listId, optionId, unitPrice: price.unitPrice + raise, priceTiers }
  }
  await db
    .insert(brandPrices)
    .values([
      ...NEGOTIATED.map((price) => priceOf(current.id, price, 0)),
      ...NEGOTIATED.map((price) => priceOf(planned.id, price, 1)),
    ])
}
