import { and, eq, gte, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
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

// The cart's form of the same book, joined rather than subselected (docs/decisions/075, addendum): a brand has at
// most one list on a day (an overlapping list is refused), so its list of the day and that list's entry for the
// option join as one row at most. A correlated subselect per line cost the database several times its join.
const bookList = alias(brandPriceLists, 'book_list')
const bookPrice = alias(brandPrices, 'book_price')
const theDay = (today: Placeholder) => sql`${today}::date`

/** The brand's list of `today`, to left-join after the brand's row (the shop's brand id in `brandId`). */
export const bookListJoin = (brandId: SQL, today: Placeholder) =>
  [
    bookList,
    and(
      eq(bookList.brandId, brandId),
      lte(bookList.validFrom, theDay(today)),
      or(isNull(bookList.validTo), gte(bookList.validTo, theDay(today))),
    ),
  ] as const

/** That list's entry for the option, to left-join after `bookListJoin` and product_options. */
export const bookPriceJoin = [
  bookPrice,
  and(eq(bookPrice.listId, bookList.id), eq(bookPrice.optionId, productOptions.id)),
] as const

/** An option with its effective price and breaks read from the two joins above (CatalogOption's fields). */
export const productOptionColumnsWithJoinedBook = {
  id: productOptions.id,
  label: productOptions.label,
  unitPrice: sql<number>`coalesce(${bookPrice.unitPrice}, ${productOptions.unitPrice})`.mapWith(
    productOptions.unitPrice,
  ),
  priceTiers: sql<PriceBook['tiers']>`case when ${bookPrice.optionId} is null
    then ${productOptions.priceTiers} else ${bookPrice.priceTiers} end`.mapWith(productOptions.priceTiers),
  ...quantityRuleColumns,
  proofRequired: productOptions.proofRequired,
}
