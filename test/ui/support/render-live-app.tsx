import { ArtworkGatewayHttp } from '../../../src/infrastructure/portal/artwork-gateway.http'
import { StockGatewayHttp } from '../../../src/infrastructure/portal/stock-gateway.http'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Effect, Layer, ManagedRuntime } from 'effect'
import { toast } from 'react-toastify'
import { afterEach, vi } from 'vitest'
import type { AppServices } from '../../../src/application/app-services'
import type { ShowcaseServices } from '../../../src/application/showcase/showcase-services'
import { UseCaseFailure } from '../../../src/application/use-case-failure'
import type { Identity, TokenSet } from '../../../src/domain/session-rules'
import { AuthGatewayHttp } from '../../../src/infrastructure/session/auth-gateway.http'
import { BackofficeOrderGatewayHttp } from '../../../src/infrastructure/backoffice/order-gateway.http'
import { BackofficeProofGatewayHttp } from '../../../src/infrastructure/backoffice/proof-gateway.http'
import { BackofficeGatewayHttp } from '../../../src/infrastructure/backoffice/backoffice-gateway.http'
import { SecondFactorGatewayHttp } from '../../../src/infrastructure/backoffice/second-factor-gateway.http'
import { ProofGatewayHttp } from '../../../src/infrastructure/portal/proof-gateway.http'
import { MediaLibraryGatewayHttp } from '../../../src/infrastructure/showcase-admin/media-library-gateway.http'
import { tablePreferencesMemoryLayer } from '../../../src/infrastructure/backoffice/table-preferences.web-storage'
import { createFinalUnauthorizedSignal } from '../../../src/infrastructure/http/final-unauthorized'
import { httpClientLayer } from '../../../src/infrastructure/http/http-client.fetch'
import { ShowcaseAdminGatewayHttp } from '../../../src/infrastructure/showcase-admin/showcase-admin-gateway.http'
import { AccountGatewayHttp } from '../../../src/infrastructure/portal/account-gateway.http'
import { CartGatewayHttp } from '../../../src/infrastructure/portal/cart-gateway.http'
import { CatalogGatewayHttp } from '../../../src/infrastructure/portal/catalog-gateway.http'
import { ConversationGatewayHttp } from '../../../src/infrastructure/portal/conversation-gateway.http'
import { OrderGatewayHttp } from '../../../src/infrastructure/portal/order-gateway.http'
import { ValidationGatewayHttp } from '../../../src/infrastructure/portal/validation-gateway.http'
import { makeConsentStoreMemory } from '../../../src/infrastructure/showcase/consent-store.web-storage'
import { makeShowcaseReaderHttp } from '../../../src/infrastructure/showcase/showcase-reader.http'
import {
  emptyTokenState,
  makeMemoryTokenStore,
  type MemoryTokenState,
  tokenStoreMemoryLayer,
} from '../../../src/infrastructure/session/token-store.memory'
import { makeUseCaseRunner } from '../../../src/ui/app/use-case-runner'
import { notifier } from '../../../src/ui/kit/notifications/notifier'
import { ToastHost } from '../../../src/ui/kit/notifications/toast-host'
import { createQueryClientLoader } from '../../../src/ui/app/queries/query-client-loader'
import { createAppRouter } from '../../../src/ui/app/router/create-app-router'
import type { RouterContext } from '../../../src/ui/app/router/router-context'
import { LIVE_API, type LiveServer } from '../../support/live-server/live-server'

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  // Toasts live in a module-level store: one test's must not show up in the next.
  toast.dismiss()
})

export type LiveAppOptions = {
  /** The server in this process (useLiveServer() in the test file). */
  readonly live: LiveServer
  readonly path: string
  /** Token sets already stored, as after a login (e.g. `{ shop: await live.loginShop('boutique-lyon') }`). */
  readonly signedIn?: Partial<Record<Identity, TokenSet>>
  /** With "Se souvenir de moi" (local storage) or not (session storage). */
  readonly rememberMe?: boolean
  readonly tokens?: MemoryTokenState
  /**
   * Gateways that replace the HTTP ones, for what the server cannot produce (a network failure, a 500).
   * Scripted stubs only: they hold no business rule. Merged last, so their services win.
   */
  readonly override?: Layer.Layer<never>
  /** With vi.useFakeTimers(): user events advance the fake clock instead of waiting for real time. */
  readonly fakeTimers?: boolean
  /** Showcase services to replace (consent store, analytics, site); the reader is the real HTTP one. */
  readonly showcase?: Partial<ShowcaseServices>
  /** The back-office column choices already stored (storage key -> JSON), shared across renders if given. */
  readonly tablePreferences?: Map<string, string>
}

const Gateways = Layer.mergeAll(
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

/** The app's real route tree, router defaults and HTTP adapters, over the real server in this process. */
export function renderLiveApp(options: LiveAppOptions) {
  const { live, path, signedIn = {}, rememberMe = true, override, fakeTimers = false } = options
  const tokens = options.tokens ?? emptyTokenState()
  const store = makeMemoryTokenStore(tokens)
  for (const [identity, set] of Object.entries(signedIn)) {
    Effect.runSync(store.save(identity as Identity, set, rememberMe))
  }
  // The composition root's own rule: only a call that finally ends in 401 reaches the toast.
  const unauthorized = createFinalUnauthorizedSignal()
  unauthorized.subscribe((event) => notifier.finalStatus(event.status))
  let router: ReturnType<typeof createAppRouter> | undefined
  const client = httpClientLayer({
    config: LIVE_API,
    fetch: live.fetch,
    unauthorized,
    // Credentials by path (spec §6) follow the router's location, as they follow the page in a browser.
    pathname: () => router?.state.location.pathname ?? path,
  })
  const adapters: Layer.Layer<AppServices> = Gateways.pipe(
    Layer.provide(client),
    Layer.provideMerge(tokenStoreMemoryLayer(tokens)),
    Layer.merge(tablePreferencesMemoryLayer(options.tablePreferences)),
  )
  const runtime = ManagedRuntime.make(override === undefined ? adapters : Layer.merge(adapters, override))
  const left: string[] = []
  const context: RouterContext = {
    loadQueryClient: createQueryClientLoader(),
    runUseCase: makeUseCaseRunner(runtime),
    showcase: {
      reader: makeShowcaseReaderHttp(LIVE_API.showcaseUrl, live.fetch),
      consent: makeConsentStoreMemory({ choice: 'refused', date: '2026-03-01T00:00:00.000Z' }),
      analytics: { enable: () => {}, disable: () => {} },
      site: { origin: 'https://www.ecrin.test', mainSiteUrl: null },
      leaveFor: (url) => void left.push(url),
      now: () => new Date(),
      ...options.showcase,
    },
  }
  router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
  const user = fakeTimers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : userEvent.setup()
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>,
    {
      // A use case's expected failure reaches a route's error screen through React's error boundary,
      // which React reports; those are the screens under test. Anything else is a defect: keep it loud.
      onCaughtError: (error, info) => {
        if (!(error instanceof UseCaseFailure)) console.error(error, info.componentStack)
      },
    },
  )
  return { ...view, router, user, tokens, store, left, context, runtime }
}

export type LiveApp = ReturnType<typeof renderLiveApp>

export const pathnameOf = (app: LiveApp) => app.router.state.location.pathname
