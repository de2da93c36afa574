import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { PriceBook } from '../../../src/domain/price-tiers'
import { productOptions } from './schema-portal'
import { brandPriceLists, brandPrices } from './schema-pricing'

// The quantity rule of an option (minimum, pack multiple), checked wherever a quantity is chosen.
export const quantityRuleColumns = {
  minimumQuantity: productOptions.minimumQuantity,
  packMultiple: productOptions.packMultiple,
}

// The book a brand's shops pay for the option on `today` (docs/decisions/075-price-tiers-price-lists-lead-times.md):
// the entry of the brand's list of the day when it names the option, else the option's own unit price and breaks.
// One jsonb value from a correlated subselect, so the reads that need it (the cart above all, decision 050) stay
// one statement. `today` is the Paris day computed in JavaScript, never the database's clock.
export function effectiveBookSql(brandId: SQL | Placeholder, today: string | Placeholder): SQL<PriceBook> {
  const negotiated = sql`(select jsonb_build_object('unitPriceCents', ${brandPrices.unitPrice},
      'tiers', ${brandPrices.priceTiers})
    from ${brandPrices} inner join ${brandPriceLists} on ${brandPriceLists.id} = ${brandPrices.listId}
    where ${brandPrices.optionId} = ${productOptions.id} and ${brandPriceLists.brandId} = ${brandId}
      and ${brandPriceLists.validFrom} <= ${today}::date
      and (${brandPriceLists.validTo} is null or ${brandPriceLists.validTo} >= ${today}::date)
    order by ${brandPriceLists.validFrom} desc limit 1)`
  const own = sql`jsonb_build_object('unitPriceCents', ${productOptions.unitPrice},
    'tiers', ${productOptions.priceTiers})`
  return sql<PriceBook>`coalesce(${negotiated}, ${own})`.mapWith(parsedBook)
}

// The drivers hand jsonb back parsed; a text answer is parsed here so both cases give a book.
function parsedBook(value: unknown): PriceBook {
  const book = (typeof value === 'string' ? JSON.parse(value) : value) as { unitPriceCents: unknown; tiers: unknown }
  return { unitPriceCents: Number(book.unitPriceCents), tiers: (book.tiers ?? []) as PriceBook['tiers'] }
}

// An option as the catalogue and the cart show it (`CatalogOption` once its book is spread by `withBook`).
export const productOptionColumnsWithBook = (brandId: SQL | Placeholder, today: string | Placeholder) => ({
  id: productOptions.id,
  label: productOptions.label,
  book: effectiveBookSql(brandId, today),
  ...quantityRuleColumns,
  proofRequired: productOptions.proofRequired,
})

/** The option's effective unit price and breaks as the catalogue's `CatalogOption` carries them. */
export function withBook<Option extends { book: PriceBook }>(
  option: Option,
): Omit<Option, 'book'> & { unitPrice: number; priceTiers: PriceBook['tiers'] } {
  const { book, ...rest } = option
  return { ...rest, unitPrice: book.unitPriceCents, priceTiers: book.tiers }
}
