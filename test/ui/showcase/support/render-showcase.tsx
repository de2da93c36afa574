import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach } from 'vitest'
import type { ShowcaseServices } from '../../../../src/application/showcase/showcase-services'
import { makeConsentStoreMemory } from '../../../../src/infrastructure/showcase/consent-store.web-storage'
import { makeShowcaseReaderMemory, type ShowcaseFixture } from '../../../../src/infrastructure/showcase/showcase-reader.memory'
import { createAppRouter } from '../../../../src/ui/router/create-app-router'
import type { RouterContext, RunUseCase } from '../../../../src/ui/router/router-context'
import { ShowcaseFailure } from '../../../../src/ui/showcase/queries/showcase-failure'
import { aShowcase } from '../../../infrastructure/showcase/support/showcase-builders'

afterEach(cleanup)

export const TEST_ORIGIN = 'https://www.ecrin.test'
export const NOW = new Date('2026-04-01T08:00:00.000Z')

// Public pages never run an Effect use case (docs/decisions/007): one that tried would fail the test.
const noUseCase: RunUseCase = () => Promise.reject(new Error('a public page ran an Effect use case'))
// Nor do they load React Query (the home page's JavaScript budget): the router's loader cache serves them.
const noQueryClient: RouterContext['loadQueryClient'] = () => Promise.reject(new Error('a public page loaded React Query'))

type Options = {
  readonly path: string
  readonly fixture?: ShowcaseFixture
  /** Replaces some services: a web-storage consent store, the real analytics adapter, a site URL. */
  readonly services?: Partial<ShowcaseServices>
  /** A consent already given, so that the banner stays out of the way of the test. */
  readonly consented?: boolean
}

/** The app's real route tree over the showcase's memory reader, at `path`. */
export function renderShowcase({ path, fixture = aShowcase(), services = {}, consented = true }: Options) {
  const storefront = makeShowcaseReaderMemory(fixture)
  const left: string[] = []
  const showcase: ShowcaseServices = {
    reader: storefront.reader,
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
  const view = render(
    <RouterProvider router={router} />,
    {
      // A refused read reaches the route's error screen through React's error boundary, which
      // React reports; that screen is under test. Anything else is a defect: keep it loud.
      onCaughtError: (error, info) => {
        if (!(error instanceof ShowcaseFailure)) console.error(error, info.componentStack)
      },
    },
  )
  return { ...view, router, user, storefront: storefront.controls, left }
}

export const pathOf = (app: ReturnType<typeof renderShowcase>) => app.router.state.location.pathname
