import type { PriceListBodyInput, PriceListWire } from '../../../contract/backoffice/price-lists'
import { calendarDayText } from '../../../domain/calendar-day-text'
import { eurosText, parseEuros } from '../../../domain/money'

// What the brand's price-list section shows and sends (docs/decisions/075-price-tiers-price-lists-lead-times.md):
// periods in French words, and the editor's typed euros read back into cents.

/** "1er janvier 2027" for the CalendarDay 2027-01-01. */
const dayText = (day: string) => calendarDayText(day, { year: true })

/** "du 1er janvier 2027 au 31 décembre 2027", or "à partir du 1er janvier 2027" without an end. */
export function periodText(list: Pick<PriceListWire, 'valid_from' | 'valid_to'>): string {
  const from = dayText(list.valid_from)
  return list.valid_to === null ? `à partir du ${from}` : `du ${from} au ${dayText(list.valid_to)}`
}

export type TierDraft = { readonly key: number; readonly fromQuantity: string; readonly price: string }
export type PriceDraft = {
  readonly key: number
  readonly optionId: string
  readonly price: string
  readonly tiers: readonly TierDraft[]
}
export type PriceListDraft = {
  readonly name: string
  readonly validFrom: string
  readonly validTo: string
  readonly prices: readonly PriceDraft[]
}

let keys = 0
/** A fresh key for a row of the editor (React's list key, never sent). */
export const nextKey = () => ++keys

export const emptyTier = (): TierDraft => ({ key: nextKey(), fromQuantity: '', price: '' })
export const emptyPrice = (): PriceDraft => ({ key: nextKey(), optionId: '', price: '', tiers: [] })
export const EMPTY_DRAFT: PriceListDraft = { name: '', validFrom: '', validTo: '', prices: [] }

export function draftOf(list: PriceListWire): PriceListDraft {
  return {
    name: list.name,
    validFrom: list.valid_from,
    validTo: list.valid_to ?? '',
    prices: list.prices.map((price) => ({
      key: nextKey(),
      optionId: String(price.option_id),
      price: eurosText(price.unit_price),
      tiers: price.price_tiers.map((tier) => ({
        key: nextKey(),
        fromQuantity: String(tier.from_quantity),
        price: eurosText(tier.unit_price),
      })),
    })),
  }
}

export const TYPED_EUROS_MESSAGE = 'Indiquez un montant en euros, par exemple 12,50.'

/**
 * The body to send, or the fields whose typed euros cannot be read (keyed as the server keys its own, so
 * both kinds of message show at the same place). Everything else the server checks.
 */
export function bodyOf(
  draft: PriceListDraft,
): { kind: 'body'; body: PriceListBodyInput } | { kind: 'invalid'; fields: Record<string, string> } {
  const fields: Record<string, string> = {}
  const cents = (text: string, field: string): number | string => {
    const reading = parseEuros(text)
    if (reading.kind === 'amount') return reading.cents
    fields[field] = TYPED_EUROS_MESSAGE
    return text
  }
  const prices = draft.prices.map((price, index) => ({
    option_id: price.optionId,
    unit_price: cents(price.price, `prices.${index}.unit_price`),
    price_tiers: price.tiers.map((tier, tierIndex) => ({
      from_quantity: tier.fromQuantity,
      unit_price: cents(tier.price, `prices.${index}.price_tiers.${tierIndex}.unit_price`),
    })),
  }))
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  const body = { name: draft.name, valid_from: draft.validFrom, valid_to: draft.validTo, prices }
  return { kind: 'body', body: body as PriceListBodyInput }
}
