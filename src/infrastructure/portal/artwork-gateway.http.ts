import { Layer } from 'effect'
import * as v from 'valibot'
import { ArtworkGateway } from '../../application/portal/ports/artwork-gateway'
import { BRAND_ARTWORK_ENDPOINTS } from '../../contract/backoffice/artworks'
import { type ArtworkListQuery, ArtworksWire, ArtworkWire } from '../../contract/portal/proofs'
import { PROOFS_ENDPOINTS } from '../../contract/portal/proofs.endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { portalCall } from './portal-http'

// /account/fichiers's calls (docs/decisions/076-proof-approval.md); every answer is parsed with the contract.

// Not `instanceof Blob`: the fetch's Blob class may be another realm's than the page's (tests, workers).
const FileBlob = v.custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value)

const pageQuery = (query: ArtworkListQuery) => {
  const text: Record<string, string> = {}
  if (query._start !== undefined) text._start = String(query._start)
  if (query._limit !== undefined) text._limit = String(query._limit)
  return text
}

const formOf = (file: File) => {
  const form = new FormData()
  form.append('file', file, file.name)
  return form
}

export function makeHttpArtworkGateway(client: HttpClient['Service']): ArtworkGateway['Service'] {
  const E = PROOFS_ENDPOINTS
  const B = BRAND_ARTWORK_ENDPOINTS
  // The back office's calls always carry the administrator's token, whatever the page.
  const admin = { auth: 'admin' } as const
  return ArtworkGateway.of({
    artworks: (query) => portalCall(client, requestOf(E.artworks, { query: pageQuery(query) }), ArtworksWire),
    upload: (file) => portalCall(client, requestOf(E.artworkUpload, { body: formOf(file) }), ArtworkWire),
    artworkFile: (artworkId) =>
      portalCall(client, requestOf(E.artworkFile, { params: { artworkId }, answer: 'blob' }), FileBlob),
    brandArtworks: (brandId, query) =>
      portalCall(client, requestOf(B.list, { ...admin, params: { brandId }, query: pageQuery(query) }), ArtworksWire),
    uploadToBrand: (brandId, file) =>
      portalCall(client, requestOf(B.upload, { ...admin, params: { brandId }, body: formOf(file) }), ArtworkWire),
    brandArtworkFile: (artworkId) =>
      portalCall(client, requestOf(B.file, { ...admin, params: { artworkId }, answer: 'blob' }), FileBlob),
  })
}

export const ArtworkGatewayHttp: Layer.Layer<ArtworkGateway, never, HttpClient> = Layer.effect(
  ArtworkGateway,
  HttpClient.useSync(makeHttpArtworkGateway),
)
