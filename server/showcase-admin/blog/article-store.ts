import type { ArticleSort } from '../../../src/contract/showcase-admin/blog'
import type { ArticleStatus, PublicationState } from '../../../src/domain/publication'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { ImageView } from '../../platform/media/media.public'
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

/** One transaction: every call of a unit commits or rolls back together, the audit record included. */
export type ArticleUnit = {
  /** The row, locked until the end of the transaction; null when it does not exist. */
  lock(id: number): Promise<ArticleRecord | null>
  /** Whether another article has this slug; serialises writers of the same slug. */
  slugTaken(slug: string, exceptId: number | null): Promise<boolean>
  categoryExists(id: number): Promise<boolean>
  /** The ids among these that are images of the media library. */
  knownImages(ids: readonly number[]): Promise<Set<number>>
  insert(values: ArticleValues, now: Date): Promise<ArticleRecord>
  /** Null when the version moved on (nothing written). */
  update(id: number, version: number, values: Partial<ArticleValues>, now: Date): Promise<ArticleRecord | null>
  remove(id: number): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

export type ArticleStore = {
  list(request: ArticleListRequest): Promise<ListPage<ArticleRecord>>
  find(id: number): Promise<ArticleRecord | null>
  previewParts(id: number): Promise<ArticlePreviewParts | null>
  run<T>(work: (unit: ArticleUnit) => Promise<T>): Promise<T>
}
