import type { ArticleSort } from '../../../src/contract/showcase-admin/blog'
import type { ArticleStatus, PublicationState } from '../../../src/domain/publication'
import type { ImageView } from '../../platform/media/media.public'
import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'

// The articles' storage, as the blog back office's use cases need it.

export type ArticleRecord = {
  id: number
  slug: string
  title: string
  excerpt: string
  bodyHtml: string
  readingMinutes: number
  categoryId: number
  categoryName: string
  coverId: number | null
  status: ArticleStatus
  publishedAt: Date | null
  seoTitle: string
  seoDescription: string
  seoImageId: number | null
  version: number
  createdAt: Date
  updatedAt: Date
}

export type ArticleValues = Omit<ArticleRecord, 'id' | 'categoryName' | 'version' | 'createdAt' | 'updatedAt'>

export type ArticleFilters = {
  text: string | null
  state: PublicationState | null
  categoryId: number | null
  /** The instant that tells scheduled from published. */
  now: Date
}
export type ArticleListRequest = ListWindow & { filters: ArticleFilters; sort: ArticleSort }

/** What the preview shows besides the record: the category's slug and the cover as the public page has it. */
export type ArticlePreviewParts = { record: ArticleRecord; categorySlug: string; cover: ImageView | null }

/**
 * One transaction: every call of a unit commits or rolls back together, the audit record included. Its
 * `lock` holds the row until the end of the transaction; its `update` answers null when the version moved
 * on (nothing written).
 */
export type ArticleUnit = RowUnit<ArticleRecord, ArticleValues, Partial<ArticleValues>> & {
  /** Whether another article has this slug; serialises writers of the same slug. */
  slugTaken(slug: string, exceptId: number | null): Promise<boolean>
  categoryExists(id: number): Promise<boolean>
  /** The ids among these that are images of the media library. */
  knownImages(ids: readonly number[]): Promise<Set<number>>
}

export type ArticleStore = UnitStore<ArticleUnit> & {
  list(request: ArticleListRequest): Promise<ListPage<ArticleRecord>>
  find(id: number): Promise<ArticleRecord | null>
  previewParts(id: number): Promise<ArticlePreviewParts | null>
}
