import type { PriceTier } from '../../../src/domain/price-tiers'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { Validity } from '../../../src/domain/price-lists'
import type { AuditedUnit } from '../../platform/shared/versioned-save'

// The port of a brand's price lists (docs/decisions/075-price-tiers-price-lists-lead-times.md): reads, and
// units of work each run in one transaction, the brand's row locked before any period is compared.

/** One negotiated price, with the names the administrator recognises the option by. */
export type PriceRecord = {
  optionId: number
  productName: string
  productReference: string
  optionLabel: string
  unitPrice: number
  priceTiers: PriceTier[]
}

/** A list with its prices: what the screen shows and what the audit log keeps before and after. */
export type PriceListRecord = {
  id: number
  brandId: number
  name: string
  validFrom: CalendarDay
  validTo: CalendarDay | null
  createdAt: Date
  updatedAt: Date
  version: number
  prices: PriceRecord[]
}

/** An option the editor may price (the brand's active options). */
export type PriceableOption = Omit<PriceRecord, 'priceTiers'>

export type PriceListValues = {
  name: string
  validFrom: CalendarDay
  validTo: CalendarDay | null
  prices: { optionId: number; unitPrice: number; priceTiers: PriceTier[] }[]
}

export type PriceListUnit = AuditedUnit & {
  /** Locks the brand's row (`select ... for update`): two writers of one brand's lists go one after the other. */
  lockBrand(brandId: number): Promise<boolean>
  /** The list with its prices, locked; null when it is not a list of that brand. */
  lockList(brandId: number, listId: number): Promise<PriceListRecord | null>
  /** The periods of the brand's other lists. */
  otherPeriods(brandId: number, exceptListId: number | null): Promise<Validity[]>
  /** Which of `optionIds` exist and belong to a product of the brand. */
  optionsOfBrand(brandId: number, optionIds: readonly number[]): Promise<Set<number>>
  insert(brandId: number, values: PriceListValues, now: Date): Promise<PriceListRecord>
  /** Null when the version moved on meanwhile. */
  update(listId: number, version: number, values: PriceListValues, now: Date): Promise<PriceListRecord | null>
  remove(listId: number): Promise<void>
}

export type PriceListStore = {
  brandExists(brandId: number): Promise<boolean>
  listsOf(brandId: number): Promise<PriceListRecord[]>
  optionsOf(brandId: number): Promise<PriceableOption[]>
  run<T>(work: (unit: PriceListUnit) => Promise<T>): Promise<T>
}
