import { Context, type Effect } from 'effect'
import type { ArtworkListQuery, ArtworksWire, ArtworkWire } from '../../../contract/portal/proofs'
import type { GatewayError } from '../../errors'

// The brand's artwork library (docs/decisions/076-proof-approval.md): at /account/fichiers for the shop and its
// head office, and on the brand's page of the back office. The files keep the contract's shape.
export class ArtworkGateway extends Context.Service<
  ArtworkGateway,
  {
    /** GET /api/account/artworks: one page of the brand's files, newest first. */
    readonly artworks: (query: ArtworkListQuery) => Effect.Effect<ArtworksWire, GatewayError>
    /** POST /api/account/artworks (multipart `file`) -> the file as stored. */
    readonly upload: (file: File) => Effect.Effect<ArtworkWire, GatewayError>
    /** The file, read with the caller's token (a bare link would carry none). */
    readonly artworkFile: (artworkId: number) => Effect.Effect<Blob, GatewayError>
    /** The back office: GET /admin/brands/{brandId}/artworks, with the administrator's token. */
    readonly brandArtworks: (brandId: number, query: ArtworkListQuery) => Effect.Effect<ArtworksWire, GatewayError>
    /** The back office: POST /admin/brands/{brandId}/artworks (multipart `file`). */
    readonly uploadToBrand: (brandId: number, file: File) => Effect.Effect<ArtworkWire, GatewayError>
    /** The back office: GET /admin/artworks/{artworkId}/file. */
    readonly brandArtworkFile: (artworkId: number) => Effect.Effect<Blob, GatewayError>
  }
>()('ecrin/ArtworkGateway') {}
