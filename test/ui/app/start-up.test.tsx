import { waitFor } from '@testing-library/react'
import { Layer, ManagedRuntime } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { addToCart } from '../../../src/application/portal/cart.use-case'
import { loginShop } from '../../../src/application/portal/shop-session.use-case'
import { TokenStoreWebStorage } from '../../../src/infrastructure/session/token-store.web-storage'
import { startUp } from '../../../src/ui/app/start-up'
import { makeUseCaseRunner } from '../../../src/ui/app/use-case-runner'
import { cartKeys } from '../../../src/ui/portal/cart/cart-count.query'
import { createQueryClientLoader, type LoadQueryClient } from '../../../src/ui/app/queries/query-client-loader'
import { sessionKeys } from '../../../src/ui/app/queries/session.queries'
import type { RunUseCase } from '../../../src/ui/app/router/router-context'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aProduct } from '../../server/support/portal-builders'
import { liveGatewayLayer } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { portOption } from '../../support/portal-catalogue'

const live = useLiveServer()

// Start-up over the real Web Storage token store (jsdom) and the HTTP adapters over the live server;
// the credential follows the page's location, as in the browser.
function startUpWorld() {
  const runtime = ManagedRuntime.make(liveGatewayLayer(live).pipe(Layer.provideMerge(TokenStoreWebStorage)))
  const run = makeUseCaseRunner(runtime)
  const calls = { count: 0, clientLoads: 0 }
  const runUseCase: RunUseCase = (useCase) => {
    calls.count += 1
    return run(useCase)
  }
  const load = createQueryClientLoader()
  const loadQueryClient: LoadQueryClient = () => {
    calls.clientLoads += 1
    return load()
  }
  const context: Parameters<typeof startUp>[0] = { loadQueryClient, runUseCase }
  return { context, calls }
}

const adminSet = JSON.stringify({ AccessToken: 'a', RefreshToken: 'r', UserId: '3' })

afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('start-up (spec §1, §4)', () => {
  it('does not load the use-case runtime for a visitor without any stored session', async () => {
    const { context, calls } = startUpWorld()
    await startUp(context)
    expect(calls.count).toBe(0)
    expect(calls.clientLoads).toBe(0)
  })

  it('ends an admin session kept without rememberMe in session storage', async () => {
    window.sessionStorage.setItem('admin_token', adminSet)
    window.localStorage.setItem('admin_rememberMe', 'false')
    const { context } = startUpWorld()
    await startUp(context)
    expect(window.sessionStorage.getItem('admin_token')).toBeNull()
  })

  it('keeps a remembered admin session', async () => {
    window.localStorage.setItem('admin_token', adminSet)
    window.localStorage.setItem('admin_rememberMe', 'true')
    const { context } = startUpWorld()
    await startUp(context)
    expect(window.localStorage.getItem('admin_token')).toBe(adminSet)
  })

  it('loads the stored shop into the cache', async () => {
    const shop = await aShop(live.db)
    const { context } = startUpWorld()
    await context.runUseCase(loginShop({ login: shop.identifiant, password: DEFAULT_PASSWORD }, true))
    await startUp(context)
    const queryClient = await context.loadQueryClient()
    await waitFor(() =>
      expect(queryClient.getQueryData(sessionKeys.shop)).toMatchObject({ id: shop.id, name: shop.name }),
    )
  })

  it('fetches the cart item count of a logged-in shop (spec §1)', async () => {
    const brand = await aBrand(live.db)
    const shop = await aShop(live.db, { brandId: brand.id })
    const product = await aProduct(live.db, brand.id)
    const option = portOption(product.options[0])
    const { context } = startUpWorld()
    await context.runUseCase(loginShop({ login: shop.identifiant, password: DEFAULT_PASSWORD }, true))
    await context.runUseCase(addToCart({ productId: product.id, option, quantity: option.minimumQuantity }))
    await startUp(context)
    const queryClient = await context.loadQueryClient()
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.count)).toBe(1))
  })

  it('does not fetch the cart count for a visitor without a shop session', async () => {
    window.localStorage.setItem('admin_token', adminSet)
    window.localStorage.setItem('admin_rememberMe', 'true')
    const { context, calls } = startUpWorld()
    await startUp(context)
    // Without a shop session React Query is not even downloaded.
    expect(calls.clientLoads).toBe(0)
    expect((await context.loadQueryClient()).getQueryState(cartKeys.count)).toBeUndefined()
  })

  it('does not ask for the shop on a back-office path, where calls carry the admin token', async () => {
    const shop = await aShop(live.db)
    const { context } = startUpWorld()
    await context.runUseCase(loginShop({ login: shop.identifiant, password: DEFAULT_PASSWORD }, true))
    window.history.replaceState(null, '', '/backoffice/order')
    await startUp(context)
    expect((await context.loadQueryClient()).getQueryState(sessionKeys.shop)).toBeUndefined()
    expect(window.localStorage.getItem('token')).not.toBeNull()
  })
})
