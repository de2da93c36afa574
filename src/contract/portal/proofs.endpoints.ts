import { endpoint } from '../endpoint'
import { CartWire } from './cart'
import {
  ArtworkListQuery,
  ArtworksWire,
  ArtworkWire,
  CartLineArtworkBody,
  ProofApprovalBody,
  ProofChangeBody,
  ProofLineWire,
  ProofLinesWire,
  ProofListQuery,
} from './proofs'

// Artwork and proofs on the Portal API (docs/decisions/076-proof-approval.md). The shop and its head office
// read their brand's library and the proofs of their orders; only the approver answers a proof.
const api = 'portal'

export const PROOFS_ENDPOINTS = {
  artworks: endpoint({
    api,
    method: 'GET',
    path: '/api/account/artworks',
    query: ArtworkListQuery,
    answer: ArtworksWire,
  }),
  /** Multipart: the file in `file`. */
  artworkUpload: endpoint({ api, method: 'POST', path: '/api/account/artworks', answer: ArtworkWire }),
  /** The file: inline for PDF, PNG and JPEG, as an attachment otherwise. */
  artworkFile: endpoint({ api, method: 'GET', path: '/api/account/artworks/:artworkId/file' }),
  cartLineArtwork: endpoint({
    api,
    method: 'PUT',
    path: '/api/carts/lines/:lineId/artwork',
    body: CartLineArtworkBody,
    answer: CartWire,
  }),
  proofs: endpoint({ api, method: 'GET', path: '/api/account/proofs', query: ProofListQuery, answer: ProofLinesWire }),
  proofApprove: endpoint({
    api,
    method: 'POST',
    path: '/api/account/proofs/:lineId/approve',
    body: ProofApprovalBody,
    answer: ProofLineWire,
  }),
  proofChanges: endpoint({
    api,
    method: 'POST',
    path: '/api/account/proofs/:lineId/changes',
    body: ProofChangeBody,
    answer: ProofLineWire,
  }),
  /** The proof's PDF, inline in a sandbox. */
  proofFile: endpoint({ api, method: 'GET', path: '/api/account/proofs/:lineId/rounds/:version/file' }),
}
