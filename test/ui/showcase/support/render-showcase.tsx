import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach } from 'vitest'
import type { ShowcaseServices } from '../../../../src/application/showcase/showcase-services'
import { UseCaseFailure } from '../../../../src/application/use-case-failure'
import { makeConsentStoreMemory } from '../../../../src/infrastructure/showcase/consent-store.web-storage'
import { makeShowcaseReaderHttp } from '../../../../src/infrastructure/showcase/showcase-reader.http'
import { createAppRouter } from '../../../../src/ui/app/router/create-app-router'
import type { RouterContext, RunUseCase } from '../../../../src/ui/app/router/router-context'
import { type FetchFn, LIVE_API, type LiveServer } from '../../../support/live-server/live-server'

afterEach(cleanup)

export const TEST_ORIGIN = 'https://www.ecrin.test'
export const NOW = new Date('2026-04-01T08:00:00.000Z')

// Public pages never run an Effect use case (docs/decisions/007): one that tried would fail the test.
const noUseCase: RunUseCase = () => Promise.reject(new Error('a public page ran an Effect use case'))
// Nor do they load React Query (the home page's JavaScript budget): the router's loader cache serves them.
const noQueryClient: RouterContext['loadQueryClient'] = () =>
  Promise.reject(new Error('a public page loaded React Query'))

type Options = {
  /** The server in this process (useLiveServer() in the test file), with the demo showcase content. */
  readonly live: LiveServer
  readonly path: string
  /** Replaces the server's fetch, for what it cannot produce (see scriptedFetch). */
  readonly fetch?: FetchFn
  /** Replaces some services: a web-storage consent store, the real analytics adapter, a site URL. */
  readonly services?: Partial<ShowcaseServices>
  /** A consent already given, so that the banner stays out of the way of the test. */
  readonly consented?: boolean
}

/** The app's real route tree over the showcase's HTTP reader and the live server, at `path`. */
export function renderShowcase({ live, path, fetch = live.fetch, services = {}, consented = true }: Options) {
  const left: string[] = []
  const showcase: ShowcaseServices = {
    reader: makeShowcaseReaderHttp(LIVE_API.showcaseUrl, fetch),
    consent: makeConsentStoreMemory(consented ? { choice: 'refused', date: '2026-03-01T00:00:00.000Z' } : null),
    analytics: { enable: () => {}, disable: () => {} },
    site: { origin: TEST_ORIGIN, mainSiteUrl: null },
    leaveFor: (url) => void left.push(url),
    now: () => NOW,
    ...services,
  }
  const context: RouterContext = { loadQueryClient: noQueryClient, runUseCase: noUseCase, showcase }
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
  const user = userEvent.setup()
  const view = render(<RouterProvider router={router} />, {
    // A refused read reaches the route's error screen through React's error boundary, which
    // React reports; that screen is under test. Anything else is a defect: keep it loud.
    onCaughtError: (error, info) => {
      if (!(error instanceof UseCaseFailure)) console.error(error, info.componentStack)
    },
  })
  return { ...view, router, user, left }
}

export const pathOf = (app: ReturnType<typeof renderShowcase>) => app.router.state.location.pathname
