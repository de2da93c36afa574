// Prices by quantity (docs/decisions/075-price-tiers-price-lists-lead-times.md): an option costs its unit price
// HT, and from each break's quantity on, every unit costs that break's price. The price applies to the whole
// line (500 boxes at the 500 break cost 500 × its price), as packaging makers quote.

import { formatEuros } from './money'

/** From `fromQuantity` units on, each unit costs `unitPriceCents` HT. */
export type PriceTier = { readonly fromQuantity: number; readonly unitPriceCents: number }

/** What an option costs: its unit price below the first break, then its breaks in increasing quantities. */
export type PriceBook = { readonly unitPriceCents: number; readonly tiers: readonly PriceTier[] }

/** A break an order can still reach: how many more units, and the unit price they give. */
export type NextTier = { readonly missingQuantity: number; readonly tier: PriceTier }

/** Breaks per option or per brand price entry; more would not fit a product page. */
export const MAX_TIERS = 8

const byQuantity = (tiers: readonly PriceTier[]) => [...tiers].sort((a, b) => a.fromQuantity - b.fromQuantity)

/** The unit price HT of `quantity` units: the last break reached, else the unit price. */
export function unitPriceFor(book: PriceBook, quantity: number): number {
  let price = book.unitPriceCents
  for (const tier of byQuantity(book.tiers)) if (quantity >= tier.fromQuantity) price = tier.unitPriceCents
  return price
}

/** The first break above `quantity`, or null when the line already has the best price. */
export function nextTier(book: PriceBook, quantity: number): NextTier | null {
  const tier = byQuantity(book.tiers).find((candidate) => candidate.fromQuantity > quantity)
  return tier === undefined ? null : { missingQuantity: tier.fromQuantity - quantity, tier }
}

export const TIER_MESSAGES = {
  tooMany: `Pas plus de ${MAX_TIERS} paliers par option.`,
  quantity: 'Un palier commence à 2 unités au moins, en nombre entier.',
  price: 'Le prix d’un palier est un montant positif en euros HT.',
  increasing: 'Les paliers vont en quantités croissantes, sans doublon.',
  cheaper: 'Chaque palier coûte moins cher à l’unité que le précédent et que le prix unitaire.',
} as const

/**
 * Why a book cannot be saved, or null. Kept breaks always lower the price as the quantity grows, so a larger
 * order never costs more per unit than a smaller one (the rule Medusa's tier prices were reported to break).
 */
export function priceBookProblem(book: PriceBook): string | null {
  const { tiers } = book
  if (tiers.length > MAX_TIERS) return TIER_MESSAGES.tooMany
  if (tiers.some((tier) => !Number.isSafeInteger(tier.fromQuantity) || tier.fromQuantity < 2)) {
    return TIER_MESSAGES.quantity
  }
  if (tiers.some((tier) => !Number.isSafeInteger(tier.unitPriceCents) || tier.unitPriceCents < 0)) {
    return TIER_MESSAGES.price
  }
  for (let index = 1; index < tiers.length; index++) {
    const [before, tier] = [tiers[index - 1], tiers[index]]
    if (before === undefined || tier === undefined) continue
    if (tier.fromQuantity <= before.fromQuantity) return TIER_MESSAGES.increasing
  }
  let previous = book.unitPriceCents
  for (const tier of tiers) {
    if (tier.unitPriceCents >= previous) return TIER_MESSAGES.cheaper
    previous = tier.unitPriceCents
  }
  return null
}

/** "dès 500 unités : 0,82 € HT", as the catalogue and the cart say it. */
export function tierText(tier: PriceTier): string {
  return `dès ${tier.fromQuantity.toLocaleString('fr-FR')} unités : ${formatEuros(tier.unitPriceCents)} HT`
}
