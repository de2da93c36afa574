import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Layer, ManagedRuntime } from 'effect'
import { toast } from 'react-toastify'
import { afterEach, vi } from 'vitest'
import type { AuthGateway, Shop } from '../../../src/application/ports/auth-gateway'
import type { TokenStore } from '../../../src/application/ports/token-store'
import { authGatewayMemory, type MemoryAuthSeed } from '../../../src/infrastructure/auth-gateway.memory'
import { portalMemory } from '../../../src/infrastructure/portal/portal.memory'
import { makeConsentStoreMemory } from '../../../src/infrastructure/showcase/consent-store.web-storage'
import { makeShowcaseReaderMemory, type ShowcaseFixture } from '../../../src/infrastructure/showcase/showcase-reader.memory'
import type { PortalSeed, PortalWorld } from '../../../src/infrastructure/portal/portal-world.memory'
import { emptyTokenState, type MemoryTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/token-store.memory'
import { makeUseCaseRunner } from '../../../src/ui/app/use-case-runner'
import { ToastHost } from '../../../src/ui/notifications/toast-host'
import { createQueryClientLoader, type LoadQueryClient } from '../../../src/ui/queries/query-client-loader'
import { sessionKeys } from '../../../src/ui/queries/session.queries'
import { createAppRouter } from '../../../src/ui/router/create-app-router'
import type { RouterContext } from '../../../src/ui/router/router-context'
import { UseCaseFailure } from '../../../src/ui/queries/use-case-failure'
import { linkedToPortal } from './linked-sessions'
import { aPortalSeed, shopSessionOf } from './portal-builders'

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  // Toasts live in a module-level store: one test's must not show up in the next.
  toast.dismiss()
})

type AppOptions = {
  readonly path: string
  readonly seed?: MemoryAuthSeed
  readonly tokens?: MemoryTokenState
  /** Replaces the auth side (gateway and token store), for states the in-memory twin cannot reach. */
  readonly layer?: Layer.Layer<AuthGateway | TokenStore>
  /** The portal's memory world (catalogue, carts, orders); an empty Maison Lemoine world by default. */
  readonly portal?: PortalSeed
  /** A portal shop id already logged in: token stored, session cached, world acting as that shop. */
  readonly signedInAs?: number
  /** With vi.useFakeTimers(): user events advance the fake clock instead of waiting for real time. */
  readonly fakeTimers?: boolean
  /** Portal gateways that replace the memory ones, for failures the memory world never gives. */
  readonly portalOverride?: Layer.Layer<never> | ((world: PortalWorld) => Layer.Layer<never>)
  /** The public showcase's content (storefront memory reader); empty by default. */
  readonly showcase?: ShowcaseFixture
}

/** The app's real route tree and router defaults over in-memory adapters, at `path`. */
export function renderApp({ path, seed = {}, tokens = emptyTokenState(), layer, portal: portalSeed = aPortalSeed(), signedInAs, fakeTimers = false, showcase, portalOverride }: AppOptions) {
  const auth = authGatewayMemory(seed)
  const portal = portalMemory(portalSeed)
  const authSide = layer ?? linkedToPortal(auth.layer, portal.world).pipe(Layer.provideMerge(tokenStoreMemoryLayer(tokens)))
  // Merged last, so its services win over the memory world's.
  const override = typeof portalOverride === 'function' ? portalOverride(portal.world) : (portalOverride ?? Layer.empty)
  const runtime = ManagedRuntime.make(Layer.mergeAll(authSide, portal.layer, override))
  const shopSession = signedInAs === undefined ? null : signIn(signedInAs, portalSeed, portal.world, tokens)
  const storefront = makeShowcaseReaderMemory(showcase)
  const context: RouterContext = {
    loadQueryClient: withSession(createQueryClientLoader(), shopSession),
    runUseCase: makeUseCaseRunner(runtime),
    showcase: {
      reader: storefront.reader,
      consent: makeConsentStoreMemory(),
      analytics: { enable: () => {}, disable: () => {} },
      site: { origin: 'https://www.ecrin.test', mainSiteUrl: null },
      leaveFor: () => {},
      now: () => new Date('2026-04-01T08:00:00.000Z'),
    },
  }
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
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
  // The render's own query client, as the app loads it (on first use, by a guarded area).
  const loadQueryClient = context.loadQueryClient
  return { ...view, router, user, tokens, auth: auth.controls, world: portal.world, storefront: storefront.controls, loadQueryClient, context }
}

function signIn(shopId: number, seed: PortalSeed, world: ReturnType<typeof portalMemory>['world'], tokens: MemoryTokenState) {
  const shop = seed.shops.find((candidate) => candidate.id === shopId)
  if (shop === undefined) throw new Error(`no shop ${shopId} in the portal seed`)
  tokens.areas.session.set('shop', { AccessToken: `access-${shopId}`, RefreshToken: `refresh-${shopId}`, UserId: String(shopId) })
  world.currentShopId = shopId
  return shopSessionOf(shop, seed)
}

/** A signed-in shop is already in the cache the first time anything loads the client, as after a login. */
function withSession(load: LoadQueryClient, shopSession: Shop | null): LoadQueryClient {
  let seeded: Promise<QueryClient> | null = null
  return () => {
    seeded ??= load().then((client) => {
      if (shopSession !== null) client.setQueryData(sessionKeys.shop, shopSession)
      return client
    })
    return seeded
  }
}

export const currentPath = (app: ReturnType<typeof renderApp>) => app.router.state.location.pathname
