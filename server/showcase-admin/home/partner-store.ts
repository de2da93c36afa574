import type { AuditEntry } from '../../platform/audit/audit.public'
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

export type PartnerUnit = OrderUnit & {
  lock(id: number): Promise<PartnerRecord | null>
  /** At the end of the list. */
  insert(values: PartnerValues, now: Date): Promise<PartnerRecord>
  update(id: number, version: number, values: PartnerValues, now: Date): Promise<PartnerRecord | null>
  remove(id: number): Promise<void>
  mediaKind(id: number): Promise<MediaKind | null>
  audit(entry: AuditEntry): Promise<void>
}

export type PartnerStore = {
  /** Ordered by position. */
  list(window: ListWindow): Promise<ListPage<PartnerRecord>>
  find(id: number): Promise<PartnerRecord | null>
  run<T>(work: (unit: PartnerUnit) => Promise<T>): Promise<T>
}
