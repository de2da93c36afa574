import { Layer } from 'effect'
import { MediaLibraryGateway } from '../../application/showcase-admin/ports/media-library-gateway'
import { MediaUsageListWire, MediaWire } from '../../contract/showcase-admin/media'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../contract/showcase-admin/showcase-admin.endpoints'
import { endpointData } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'

// The media library's multipart upload and usage list on the Storefront API, with the
// storefront-admin token (the same identity the generic gateway uses for the MEDIA resource).

export function makeHttpMediaLibraryGateway(client: HttpClient['Service']): MediaLibraryGateway['Service'] {
  const E = SHOWCASE_ADMIN_ENDPOINTS.media
  const auth = 'storefront'
  return MediaLibraryGateway.of({
    upload: ({ file, fileName, alt }) => {
      const form = new FormData()
      form.append('file', file, fileName)
      form.append('alt', alt)
      return endpointData(client, E.upload, { body: form, auth }, MediaWire)
    },
    usage: (id) => endpointData(client, E.usage, { params: { id }, auth }, MediaUsageListWire),
  })
}

export const MediaLibraryGatewayHttp: Layer.Layer<MediaLibraryGateway, never, HttpClient> = Layer.effect(
  MediaLibraryGateway,
  HttpClient.useSync(makeHttpMediaLibraryGateway),
)
