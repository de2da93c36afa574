import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Layer, ManagedRuntime } from 'effect'
import { afterEach } from 'vitest'
import type { AppServices } from '../../../src/application/app-services'
import { authGatewayMemory, type MemoryAuthSeed } from '../../../src/infrastructure/auth-gateway.memory'
import { emptyTokenState, type MemoryTokenState, tokenStoreMemoryLayer } from '../../../src/infrastructure/token-store.memory'
import { makeUseCaseRunner } from '../../../src/ui/app/use-case-runner'
import { createAppRouter } from '../../../src/ui/router/create-app-router'
import type { RouterContext } from '../../../src/ui/router/router-context'

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

type AppOptions = {
  readonly path: string
  readonly seed?: MemoryAuthSeed
  readonly tokens?: MemoryTokenState
  /** Replaces the whole service layer, for states the in-memory twin cannot reach (a pending call). */
  readonly layer?: Layer.Layer<AppServices>
}

/** The app's real route tree and router defaults over in-memory adapters, at `path`. */
export function renderApp({ path, seed = {}, tokens = emptyTokenState(), layer }: AppOptions) {
  const auth = authGatewayMemory(seed)
  const services = layer ?? auth.layer.pipe(Layer.provideMerge(tokenStoreMemoryLayer(tokens)))
  const runtime = ManagedRuntime.make(services)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const context: RouterContext = { queryClient, runUseCase: makeUseCaseRunner(runtime) }
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, user, tokens, auth: auth.controls, queryClient, context }
}

export const currentPath = (app: ReturnType<typeof renderApp>) => app.router.state.location.pathname
