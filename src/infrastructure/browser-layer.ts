import { Layer } from 'effect'
import type { AppServices } from '../application/app-services'
import { AuthGatewayHttp } from './auth-gateway.http'
import { HttpClientFetch } from './http/http-client.fetch'
import { TokenStoreWebStorage } from './token-store.web-storage'

/** The real adapters, wired once for the browser's composition root (src/ui/app/). */
export const BrowserLayer: Layer.Layer<AppServices> = AuthGatewayHttp.pipe(
  Layer.provide(HttpClientFetch),
  Layer.provideMerge(TokenStoreWebStorage),
)
