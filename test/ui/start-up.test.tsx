import { waitFor } from '@testing-library/react'
import { Layer, ManagedRuntime } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { addToCart } from '../../src/application/portal/cart.use-case'
import { loginShop } from '../../src/application/session/shop-session.use-case'
import { authGatewayMemory } from '../../src/infrastructure/auth-gateway.memory'
import { portalMemory } from '../../src/infrastructure/portal/portal.memory'
import { TokenStoreWebStorage } from '../../src/infrastructure/token-store.web-storage'
import { startUp } from '../../src/ui/app/start-up'
import { cartKeys } from '../../src/ui/queries/cart-count.query'
import { createQueryClientLoader, type LoadQueryClient } from '../../src/ui/queries/query-client-loader'
import { makeUseCaseRunner } from '../../src/ui/app/use-case-runner'
import { sessionKeys } from '../../src/ui/queries/session.queries'
import type { RunUseCase } from '../../src/ui/router/router-context'
import { aShop, SHOP_PASSWORD } from './support/builders'
import { aPortalSeed, giftBox, PARIS } from './support/portal-builders'

// Start-up over the real Web Storage token store (jsdom) and the in-memory auth and portal servers.
function startUpWorld() {
  const auth = authGatewayMemory({ shops: [{ login: 'boutique-paris', password: SHOP_PASSWORD, shop: aShop() }] })
  const portal = portalMemory(aPortalSeed())
  const runtime = ManagedRuntime.make(Layer.mergeAll(auth.layer.pipe(Layer.provideMerge(TokenStoreWebStorage)), portal.layer))
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
  return { context, calls, world: portal.world }
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
    const { context } = startUpWorld()
    await context.runUseCase(loginShop({ login: 'boutique-paris', password: SHOP_PASSWORD }, true))
    await startUp(context)
    const queryClient = await context.loadQueryClient()
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.shop)).toMatchObject({ name: 'Boutique Lemoine Paris' }))
  })

  it('fetches the cart item count of a logged-in shop (spec §1)', async () => {
    const { context, world } = startUpWorld()
    world.currentShopId = PARIS
    await context.runUseCase(loginShop({ login: 'boutique-paris', password: SHOP_PASSWORD }, true))
    const option = giftBox.options[0]
    if (option === undefined) throw new Error('the gift box has options')
    await context.runUseCase(addToCart({ productId: giftBox.id, option, quantity: 100 }))
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
    const { context } = startUpWorld()
    await context.runUseCase(loginShop({ login: 'boutique-paris', password: SHOP_PASSWORD }, true))
    window.history.replaceState(null, '', '/backoffice/order')
    await startUp(context)
    expect((await context.loadQueryClient()).getQueryState(sessionKeys.shop)).toBeUndefined()
    expect(window.localStorage.getItem('token')).not.toBeNull()
  })
})
