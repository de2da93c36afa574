import type { HomeBlockType } from '../../../src/contract/showcase-admin/home-blocks'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'
import type { OrderUnit } from './ordering'

// The home blocks' storage, as the showcase back office's use cases need it.

export type MediaKind = 'image' | 'document'

export type HomeBlockRecord = {
  id: number
  type: HomeBlockType
  position: number
  title: string
  subtitle: string | null
  bodyHtml: string | null
  imageId: number | null
  imagePosition: 'left' | 'right' | null
  linkLabel: string | null
  linkHref: string | null
  secondaryLinkLabel: string | null
  secondaryLinkHref: string | null
  /** The highlighted products, in their order. */
  products: { productId: number; name: string }[]
  version: number
  createdAt: Date
  updatedAt: Date
}

export type HomeBlockValues = Omit<
  HomeBlockRecord,
  'id' | 'position' | 'products' | 'version' | 'createdAt' | 'updatedAt'
>

/** One transaction: every call commits or rolls back together, the audit record included. */
export type HomeBlockUnit = OrderUnit & {
  lock(id: number): Promise<HomeBlockRecord | null>
  /** At the end of the list. */
  insert(values: HomeBlockValues, productIds: readonly number[], now: Date): Promise<HomeBlockRecord>
  /** Null when the version moved on (nothing written). */
  update(
    id: number,
    version: number,
    values: HomeBlockValues,
    productIds: readonly number[],
    now: Date,
  ): Promise<HomeBlockRecord | null>
  remove(id: number): Promise<void>
  mediaKind(id: number): Promise<MediaKind | null>
  /** The ids among `ids` that are showcase products. */
  existingProducts(ids: readonly number[]): Promise<Set<number>>
  audit(entry: AuditEntry): Promise<void>
}

export type HomeBlockStore = UnitStore<HomeBlockUnit> & {
  /** Ordered by position. */
  list(window: ListWindow): Promise<ListPage<HomeBlockRecord>>
  find(id: number): Promise<HomeBlockRecord | null>
}
