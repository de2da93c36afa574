import type { ArtworkKind } from '../../../src/domain/artwork-files'

// The brand's artwork library (docs/decisions/076-proof-approval.md): what the use cases need of the database.

export type ArtworkRecord = {
  id: number
  brandId: number
  fileName: string
  storageKey: string
  kind: ArtworkKind
  byteSize: number
  uploadedByLabel: string
  createdAt: Date
}

export type NewArtwork = Omit<ArtworkRecord, 'id' | 'createdAt'>

/** Who sends a file: a shop (or head office) of the brand, or an administrator, named in the audit log. */
export type ArtworkUploader =
  | { kind: 'shop'; shopId: number; label: string }
  | { kind: 'admin'; adminId: number; label: string }

export type ArtworkPage = { records: ArtworkRecord[]; total: number }
export type ArtworkWindow = { start: number; limit: number }

export type ArtworkStore = {
  /** The brand and name of a portal identity (a shop or a head office), or null when it is gone. */
  shopOf(shopId: number): Promise<{ brandId: number; name: string } | null>
  brandExists(brandId: number): Promise<boolean>
  /** Newest first. */
  list(brandId: number, window: ArtworkWindow): Promise<ArtworkPage>
  find(artworkId: number): Promise<ArtworkRecord | null>
  /** The row and its audit entry (entity `artwork`), in one transaction. */
  insert(artwork: NewArtwork, by: ArtworkUploader): Promise<ArtworkRecord>
}
