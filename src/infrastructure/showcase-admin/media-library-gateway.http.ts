import { Effect, Layer } from 'effect'
import { MediaLibraryGateway } from '../../application/showcase-admin/ports/media-library-gateway'
import { MEDIA, MediaUsageListWire, MediaWire } from '../../contract/showcase-admin/media'
import { HttpClient } from '../http/http-client.fetch'
import { idPath } from '../portal/portal-http'

// The media library's multipart upload and usage list on the Storefront API, with the
// storefront-admin token (the same identity the generic gateway uses for the MEDIA resource).

export function makeHttpMediaLibraryGateway(client: HttpClient['Service']): MediaLibraryGateway['Service'] {
  const on = { surface: 'storefront', auth: 'storefront' } as const
  return MediaLibraryGateway.of({
    upload: ({ file, fileName, alt }) => {
      const form = new FormData()
      form.append('file', file, fileName)
      form.append('alt', alt)
      return client
        .request({ ...on, method: 'POST', path: MEDIA.path, body: form }, MediaWire)
        .pipe(Effect.map(({ data }) => data))
    },
    usage: (id) =>
      client
        .request({ ...on, method: 'GET', path: `${idPath(MEDIA.path, id)}/usage` }, MediaUsageListWire)
        .pipe(Effect.map(({ data }) => data)),
  })
}

export const MediaLibraryGatewayHttp: Layer.Layer<MediaLibraryGateway, never, HttpClient> = Layer.effect(
  MediaLibraryGateway,
  HttpClient.useSync(makeHttpMediaLibraryGateway),
)
