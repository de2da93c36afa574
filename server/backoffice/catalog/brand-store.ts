import type { BrandSort } from '../../../src/contract/backoffice/brands'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { ListReads, ListRequest } from '../../platform/db/list-order'
import type { UnitStore } from '../../platform/shared/row-writes'

// The brands' storage, as the back-office use cases need it.

export type BrandRecord = {
  id: number
  name: string
  francoQty: number | null
  francoPrice: number | null
  shippingFee: number
  ecommerceUrl: string | null
  deliveryDays: number
  logoUrl: string | null
  createdAt: Date
  updatedAt: Date
  version: number
}

export type BrandValues = Pick<
  BrandRecord,
  'name' | 'francoQty' | 'francoPrice' | 'shippingFee' | 'ecommerceUrl' | 'deliveryDays'
>
export type BrandFilters = { text: string | null }
export type BrandListRequest = ListRequest<BrandSort, BrandFilters>

/** One transaction: every call of a unit commits or rolls back together, the audit record included. */
export type BrandUnit = {
  /** The row, locked until the end of the transaction; null when it does not exist. */
  lock(id: number): Promise<BrandRecord | null>
  /** Whether another brand has this name, ignoring case; serialises writers of the same name. */
  nameTaken(name: string, exceptId: number | null): Promise<boolean>
  defaultShippingFee(): Promise<number>
  insert(values: BrandValues, now: Date): Promise<BrandRecord>
  /** Null when the version moved on (nothing written). */
  update(
    id: number,
    version: number,
    values: Partial<BrandValues & { logoUrl: string | null }>,
    now: Date,
  ): Promise<BrandRecord | null>
  usage(id: number): Promise<{ shops: number; orders: number }>
  remove(id: number): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

export type BrandStore = ListReads<BrandListRequest, BrandRecord> & UnitStore<BrandUnit>
