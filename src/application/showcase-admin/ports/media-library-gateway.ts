import { Context, type Effect } from 'effect'
import type { MediaUsageWire, MediaWire } from '../../../contract/showcase-admin/media'
import type { GatewayError } from '../../errors'

// The media library's two calls the generic BackofficeGateway has no shape for (decision 036): the
// multipart creation (a file with its alternative text) and the list of places a media is used.
// Lists, reads, alt updates and deletions go through BackofficeGateway with the MEDIA resource.

export type MediaUpload = { readonly file: Blob; readonly fileName: string; readonly alt: string }

export class MediaLibraryGateway extends Context.Service<
  MediaLibraryGateway,
  {
    /** POST /admin/media (multipart `file`, `alt`): the created media; 413/415/422 keep the server's French. */
    readonly upload: (upload: MediaUpload) => Effect.Effect<MediaWire, GatewayError>
    /** GET /admin/media/{id}/usage. */
    readonly usage: (id: number) => Effect.Effect<readonly MediaUsageWire[], GatewayError>
  }
>()('ecrin/MediaLibraryGateway') {}
