import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'

// The blog categories' storage, as the blog back office's use cases need it.

export type BlogCategoryRecord = {
  id: number
  slug: string
  name: string
  description: string
  position: number
  /** Every article of the category, drafts included. */
  articleCount: number
  version: number
  createdAt: Date
  updatedAt: Date
}

export type BlogCategoryValues = Pick<BlogCategoryRecord, 'slug' | 'name' | 'description' | 'position'>
export type BlogCategorySort = 'name' | 'position' | 'created_at'
export type BlogCategoryListRequest = ListWindow & { text: string | null; sort: BlogCategorySort }

export type BlogCategoryUnit = RowUnit<BlogCategoryRecord, BlogCategoryValues, BlogCategoryValues> & {
  slugTaken(slug: string, exceptId: number | null): Promise<boolean>
}

export type BlogCategoryStore = UnitStore<BlogCategoryUnit> & {
  list(request: BlogCategoryListRequest): Promise<ListPage<BlogCategoryRecord>>
  find(id: number): Promise<BlogCategoryRecord | null>
}
