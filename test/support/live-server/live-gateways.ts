import { Effect, Layer } from 'effect'
import type { AppServices } from '../../../src/application/app-services'
import type { Identity, TokenSet } from '../../../src/domain/session-rules'
import { AuthGatewayHttp } from '../../../src/infrastructure/session/auth-gateway.http'
import { BackofficeOrderGatewayHttp } from '../../../src/infrastructure/backoffice/order-gateway.http'
import { BackofficeGatewayHttp } from '../../../src/infrastructure/backoffice/backoffice-gateway.http'
import { SecondFactorGatewayHttp } from '../../../src/infrastructure/backoffice/second-factor-gateway.http'
import { ProofGatewayHttp } from '../../../src/infrastructure/portal/proof-gateway.http'
import { ArtworkGatewayHttp } from '../../../src/infrastructure/portal/artwork-gateway.http'
import { StockGatewayHttp } from '../../../src/infrastructure/portal/stock-gateway.http'
import { BackofficeProofGatewayHttp } from '../../../src/infrastructure/backoffice/proof-gateway.http'
import { MediaLibraryGatewayHttp } from '../../../src/infrastructure/showcase-admin/media-library-gateway.http'
import { tablePreferencesMemoryLayer } from '../../../src/infrastructure/backoffice/table-preferences.web-storage'
import {
  createFinalUnauthorizedSignal,
  type FinalUnauthorizedSignal,
} from '../../../src/infrastructure/http/final-unauthorized'
import { httpClientLayer } from '../../../src/infrastructure/http/http-client.fetch'
import { ShowcaseAdminGatewayHttp } from '../../../src/infrastructure/showcase-admin/showcase-admin-gateway.http'
import { AccountGatewayHttp } from '../../../src/infrastructure/portal/account-gateway.http'
import { CartGatewayHttp } from '../../../src/infrastructure/portal/cart-gateway.http'
import { CatalogGatewayHttp } from '../../../src/infrastructure/portal/catalog-gateway.http'
import { ConversationGatewayHttp } from '../../../src/infrastructure/portal/conversation-gateway.http'
import { OrderGatewayHttp } from '../../../src/infrastructure/portal/order-gateway.http'
import { ValidationGatewayHttp } from '../../../src/infrastructure/portal/validation-gateway.http'
import {
  emptyTokenState,
  makeMemoryTokenStore,
  tokenStoreMemoryLayer,
} from '../../../src/infrastructure/session/token-store.memory'
import { LIVE_API, type LiveServer } from './live-server'

const HttpGateways = Layer.mergeAll(
  AuthGatewayHttp,
  CatalogGatewayHttp,
  CartGatewayHttp,
  OrderGatewayHttp,
  ValidationGatewayHttp,
  AccountGatewayHttp,
  ConversationGatewayHttp,
  BackofficeGatewayHttp,
  MediaLibraryGatewayHttp,
  BackofficeOrderGatewayHttp,
  ShowcaseAdminGatewayHttp,
  SecondFactorGatewayHttp,
  ProofGatewayHttp,
  ArtworkGatewayHttp,
  StockGatewayHttp,
  BackofficeProofGatewayHttp,
)

/**
 * The browser's HTTP adapters over the live server, still to be given a token store. Without a
 * pathname the credential follows the page's location, as in the browser.
 */
export function liveGatewayLayer(
  live: LiveServer,
  options: { pathname?: () => string; unauthorized?: FinalUnauthorizedSignal } = {},
) {
  const { pathname, unauthorized = createFinalUnauthorizedSignal() } = options
  return HttpGateways.pipe(
    Layer.provide(httpClientLayer({ config: LIVE_API, fetch: live.fetch, pathname, unauthorized })),
    // The back-office column choices: an in-memory storage, fresh for each layer.
    Layer.merge(tablePreferencesMemoryLayer()),
  )
}

/**
 * The browser's HTTP adapters over the live server and a memory token store, as the composition
 * root wires them. The page path picks the credential (spec §6): an account page sends the shop's.
 */
export function liveGateways(live: LiveServer, pathname = '/account/catalog') {
  const tokens = emptyTokenState()
  const store = makeMemoryTokenStore(tokens)
  const unauthorized = createFinalUnauthorizedSignal()
  let finalUnauthorized = 0
  unauthorized.subscribe(() => {
    finalUnauthorized += 1
  })
  const gateways = liveGatewayLayer(live, { pathname: () => pathname, unauthorized })
  const layer: Layer.Layer<AppServices> = gateways.pipe(Layer.provideMerge(tokenStoreMemoryLayer(tokens)))
  const run = <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> =>
    Effect.runPromise(Effect.provide(effect, layer))
  return {
    tokens,
    layer,
    run,
    flip: <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<E> => run(Effect.flip(effect)),
    /** Stores a set as a login would (e.g. from `live.loginShop`). */
    save: (identity: Identity, set: TokenSet, rememberMe = true) =>
      Effect.runSync(store.save(identity, set, rememberMe)),
    finalUnauthorizedCount: () => finalUnauthorized,
  }
}

export type LiveGateways = ReturnType<typeof liveGateways>
