import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'
import type { MediaKind } from './home-block-store'
import type { OrderUnit } from './ordering'

// The partners' storage, as the showcase back office's use cases need it.

export type PartnerRecord = {
  id: number
  name: string
  url: string
  description: string
  logoId: number | null
  position: number
  version: number
  createdAt: Date
  updatedAt: Date
}

export type PartnerValues = Pick<PartnerRecord, 'name' | 'url' | 'description' | 'logoId'>

/** Its `insert` puts the partner at the end of the list. */
export type PartnerUnit = OrderUnit &
  RowUnit<PartnerRecord, PartnerValues, PartnerValues> & {
    mediaKind(id: number): Promise<MediaKind | null>
  }

export type PartnerStore = UnitStore<PartnerUnit> & {
  /** Ordered by position. */
  list(window: ListWindow): Promise<ListPage<PartnerRecord>>
  find(id: number): Promise<PartnerRecord | null>
}
