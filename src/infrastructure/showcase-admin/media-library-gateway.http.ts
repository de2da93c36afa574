import { Effect, Layer } from 'effect'
import { MediaLibraryGateway } from '../../application/showcase-admin/ports/media-library-gateway'
import { MediaUsageListWire, MediaWire } from '../../contract/showcase-admin/media'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../contract/showcase-admin/showcase-admin.endpoints'
import { requestOf } from '../http/endpoint-call'
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
      return client.request(requestOf(E.upload, { body: form, auth }), MediaWire).pipe(Effect.map(({ data }) => data))
    },
    usage: (id) =>
      client
        .request(requestOf(E.usage, { params: { id }, auth }), MediaUsageListWire)
        .pipe(Effect.map(({ data }) => data)),
  })
}

export const MediaLibraryGatewayHttp: Layer.Layer<MediaLibraryGateway, never, HttpClient> = Layer.effect(
  MediaLibraryGateway,
  HttpClient.useSync(makeHttpMediaLibraryGateway),
)
