import type { MediaSort } from '../../../src/contract/showcase-admin/media'
import type { media } from '../../platform/db/schema-showcase'
import type { AdminActor, ListPage, ListWindow } from '../../platform/shared/write-outcome'

// The media library's storage port (decision 036); server/showcase-admin/media/media-library-store.drizzle.ts.

export type MediaRow = typeof media.$inferSelect
export type MediaRecord = MediaRow & { usageCount: number }
export type { MediaSort }

export type MediaListRequest = ListWindow & {
  sort: MediaSort
  text: string | null
  kind: 'image' | 'document' | null
}

/** One place a media is used: `kind` names the column (e.g. 'article_cover'), `label` the record. */
export type MediaUsage = { kind: string; id: number; label: string }

export type NewMedia = Pick<
  MediaRow,
  'key' | 'kind' | 'mimeType' | 'alt' | 'source' | 'width' | 'height' | 'sizeBytes' | 'renditions' | 'originalName'
>

export type MediaLibraryStore = {
  list(request: MediaListRequest): Promise<ListPage<MediaRecord>>
  find(id: number): Promise<MediaRecord | null>
  usage(id: number): Promise<MediaUsage[]>
  /** Inserts the row and its audit record in one transaction. */
  insert(actor: AdminActor, values: NewMedia, now: Date): Promise<MediaRecord>
  /** The saved row, 'stale' or 'missing'; the audit record in the same transaction. */
  updateAlt(actor: AdminActor, id: number, version: number, alt: string, now: Date): Promise<UpdateResult>
  /** Deletes the row unless it is used or stale; the audit record in the same transaction. */
  remove(actor: AdminActor, id: number, version: number | null): Promise<RemoveResult>
}

export type UpdateResult = { kind: 'saved'; record: MediaRecord } | { kind: 'stale' } | { kind: 'missing' }
export type RemoveResult =
  | { kind: 'removed'; row: MediaRow }
  | { kind: 'used'; count: number }
  | { kind: 'stale' }
  | { kind: 'missing' }
