import type { Franco } from '../../../domain/franco'
import type { PriceTier } from '../../../domain/price-tiers'

// Plain data shared by the portal ports (catalogue, cart, orders, validation). Money is integer
// cents HT unless the name says TTC; every field is camelCase whatever the wire says.

/** One page of a list and the total the server counted (x-total-count). */
export type Page<A> = { readonly items: readonly A[]; readonly total: number }

/** An option value of a custom product (the spec's `typevalue`) with its quantity rule. */
export type ProductOption = {
  readonly id: number
  readonly label: string
  readonly unitPriceCents: number
  /** Its breaks by quantity (docs/decisions/075-price-tiers-price-lists-lead-times.md); empty when it has none. */
  readonly priceTiers: readonly PriceTier[]
  readonly minimumQuantity: number
  readonly packMultiple: number
  /** "BAT requis": each ordered line waits for an approved proof (docs/decisions/076-proof-approval.md). */
  readonly proofRequired: boolean
}

export type ProductSummary = {
  readonly id: number
  readonly name: string
  readonly reference: string
  readonly imageUrl: string | null
}

/** A Paris calendar day 'YYYY-MM-DD', as the server promises a delivery (docs/decisions/075). */
export type CalendarDayText = string

/** The thresholds that applied and where the amounts stand: the domain's own type, from the wire as is. */
export type { Franco }

export type Address = {
  readonly line1: string
  readonly postalCode: string
  readonly city: string
  readonly country: string
}

export type DeliveryShop = { readonly id: number; readonly name: string; readonly address: Address }
