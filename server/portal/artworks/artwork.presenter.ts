import type { ArtworkWire } from '../../../src/contract/portal/proofs'
import { isViewableArtwork } from '../../../src/domain/artwork-files'
import type { ArtworkRecord } from './artwork-library'

/** `fileUrl`: where the API that answers serves the file (the portal's path or the back office's). */
export const presentArtwork = (artwork: ArtworkRecord, fileUrl: string): ArtworkWire => ({
  id: artwork.id,
  brand_id: artwork.brandId,
  file_name: artwork.fileName,
  kind: artwork.kind,
  byte_size: artwork.byteSize,
  viewable: isViewableArtwork(artwork.kind),
  uploaded_by: artwork.uploadedByLabel,
  created_at: artwork.createdAt.toISOString(),
  file_url: fileUrl,
})
