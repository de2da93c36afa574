import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { Layer, ManagedRuntime } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { loginShop } from '../../src/application/session/shop-session.use-case'
import { authGatewayMemory } from '../../src/infrastructure/auth-gateway.memory'
import { TokenStoreWebStorage } from '../../src/infrastructure/token-store.web-storage'
import { startUp } from '../../src/ui/app/start-up'
import { makeUseCaseRunner } from '../../src/ui/app/use-case-runner'
import { sessionKeys } from '../../src/ui/queries/session.queries'
import type { RouterContext, RunUseCase } from '../../src/ui/router/router-context'
import { aShop, SHOP_PASSWORD } from './support/builders'

// Start-up over the real Web Storage token store (jsdom) and the in-memory auth server.
function startUpWorld() {
  const auth = authGatewayMemory({ shops: [{ login: 'boutique-paris', password: SHOP_PASSWORD, shop: aShop() }] })
  const runtime = ManagedRuntime.make(auth.layer.pipe(Layer.provideMerge(TokenStoreWebStorage)))
  const run = makeUseCaseRunner(runtime)
  const calls = { count: 0 }
  const runUseCase: RunUseCase = (useCase) => {
    calls.count += 1
    return run(useCase)
  }
  const context: RouterContext = { queryClient: new QueryClient(), runUseCase }
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
    await waitFor(() => expect(context.queryClient.getQueryData(sessionKeys.shop)).toMatchObject({ name: 'Boutique Lemoine Paris' }))
  })

  it('does not ask for the shop on a back-office path, where calls carry the admin token', async () => {
    const { context } = startUpWorld()
    await context.runUseCase(loginShop({ login: 'boutique-paris', password: SHOP_PASSWORD }, true))
    window.history.replaceState(null, '', '/backoffice/order')
    await startUp(context)
    expect(context.queryClient.getQueryState(sessionKeys.shop)).toBeUndefined()
    expect(window.localStorage.getItem('token')).not.toBeNull()
  })
})
