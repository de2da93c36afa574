import type { AdminProductSort } from '../../../src/contract/backoffice/products'
import type { PriceTier } from '../../../src/domain/price-tiers'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { ListReads, ListRequest } from '../../platform/db/list-order'
import type { UnitStore } from '../../platform/shared/row-writes'

// The custom products' storage, with their option values, as the back-office use cases need it.

export type ProductRecord = {
  id: number
  brandId: number
  categoryId: number | null
  name: string
  reference: string
  description: string | null
  imageUrl: string | null
  leadTimeDays: number | null
  active: boolean
  createdAt: Date
  updatedAt: Date
  version: number
}

export type OptionRecord = {
  id: number
  productId: number
  label: string
  unitPrice: number
  /** Its breaks, in increasing quantities (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
  priceTiers: PriceTier[]
  minimumQuantity: number
  packMultiple: number
  active: boolean
  /** "BAT requis" (docs/decisions/076-proof-approval.md). */
  proofRequired: boolean
}

/** A product as lists and forms show it: names of its brand and category, and every option. */
export type ProductView = ProductRecord & { brandName: string; categoryName: string | null; options: OptionRecord[] }

export type ProductValues = Pick<
  ProductRecord,
  'brandId' | 'categoryId' | 'name' | 'reference' | 'description' | 'leadTimeDays' | 'active'
>
export type OptionValues = Pick<
  OptionRecord,
  'label' | 'unitPrice' | 'priceTiers' | 'minimumQuantity' | 'packMultiple' | 'active' | 'proofRequired'
>

export type ProductFilters = {
  text: string | null
  brandId: number | null
  categoryId: number | null
  active: boolean | null
}
export type ProductListRequest = ListRequest<AdminProductSort, ProductFilters>

export type ProductUnit = {
  lock(id: number): Promise<ProductRecord | null>
  options(productId: number): Promise<OptionRecord[]>
  brandExists(brandId: number): Promise<boolean>
  /** The brand of a category, null when the category does not exist. */
  categoryBrand(categoryId: number): Promise<number | null>
  /** Whether another product of the brand has this reference; serialises writers of the same one. */
  referenceTaken(brandId: number, reference: string, exceptId: number | null): Promise<boolean>
  insert(values: ProductValues, now: Date): Promise<ProductRecord>
  /** Null when the version moved on (nothing written). */
  update(
    id: number,
    version: number,
    values: Partial<ProductValues & { imageUrl: string | null }>,
    now: Date,
  ): Promise<ProductRecord | null>
  insertOption(productId: number, values: OptionValues): Promise<OptionRecord>
  updateOption(optionId: number, values: OptionValues): Promise<OptionRecord>
  /** The options among `ids` that a cart line or an order line points at. */
  optionsInUse(ids: readonly number[]): Promise<Set<number>>
  deactivateOptions(ids: readonly number[]): Promise<void>
  deleteOptions(ids: readonly number[]): Promise<void>
  inOrders(productId: number): Promise<boolean>
  remove(id: number): Promise<void>
  view(id: number): Promise<ProductView | null>
  audit(entry: AuditEntry): Promise<void>
}

export type ProductStore = ListReads<ProductListRequest, ProductView> & UnitStore<ProductUnit>
