import type { CategorySort } from '../../../src/contract/backoffice/categories'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { ListReads, ListRequest } from '../../platform/db/list-order'
import type { UnitStore } from '../../platform/shared/row-writes'

// The e-commerce categories' storage, as the back-office use cases need it.

export type CategoryRecord = {
  id: number
  brandId: number
  name: string
  slug: string
  createdAt: Date
  updatedAt: Date
  version: number
}

/** A category as lists and forms show it. */
export type CategoryView = CategoryRecord & { brandName: string; productCount: number }

export type CategoryValues = Pick<CategoryRecord, 'brandId' | 'name' | 'slug'>
export type CategoryFilters = { text: string | null; brandId: number | null }
export type CategoryListRequest = ListRequest<CategorySort, CategoryFilters>

export type CategoryUnit = {
  lock(id: number): Promise<CategoryRecord | null>
  brandExists(brandId: number): Promise<boolean>
  /** Whether another category of the brand has this slug; serialises writers of the same slug. */
  slugTaken(brandId: number, slug: string, exceptId: number | null): Promise<boolean>
  productCount(id: number): Promise<number>
  insert(values: CategoryValues, now: Date): Promise<CategoryRecord>
  update(id: number, version: number, values: CategoryValues, now: Date): Promise<CategoryRecord | null>
  remove(id: number): Promise<void>
  view(id: number): Promise<CategoryView | null>
  audit(entry: AuditEntry): Promise<void>
}

export type CategoryStore = ListReads<CategoryListRequest, CategoryView> & UnitStore<CategoryUnit>
