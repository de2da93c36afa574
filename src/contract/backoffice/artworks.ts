import { endpoint } from '../endpoint'
import { ArtworkListQuery, ArtworksWire, ArtworkWire } from '../portal/proofs'

// A brand's artwork library in the back office (docs/decisions/076-proof-approval.md): the same shapes as the
// portal's, for any administrator who may read brands.
const api = 'portal'

export const BRAND_ARTWORK_ENDPOINTS = {
  /** Newest first, `_start`/`_limit` as the portal's list. */
  list: endpoint({
    api,
    method: 'GET',
    path: '/admin/brands/:brandId/artworks',
    query: ArtworkListQuery,
    answer: ArtworksWire,
  }),
  /** Multipart: the file in `file`. */
  upload: endpoint({ api, method: 'POST', path: '/admin/brands/:brandId/artworks', answer: ArtworkWire }),
  /** The file: inline for PDF, PNG and JPEG, as an attachment otherwise. */
  file: endpoint({ api, method: 'GET', path: '/admin/artworks/:artworkId/file' }),
}
