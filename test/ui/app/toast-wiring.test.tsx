import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadShopSession } from '../../../src/application/portal/shop-session.use-case'
import { runUseCase } from '../../../src/ui/app/runtime'
import { notifier } from '../../../src/ui/kit/notifications/notifier'
import { ToastHost } from '../../../src/ui/kit/notifications/toast-host'
import { useLiveServer } from '../../support/live-server/live-server'

// The browser composition as main.tsx wires it: real adapters, the lazy toasts, and the live server
// in this process standing in for the network.
const live = useLiveServer()

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('toasts in the browser composition', () => {
  it('mounts the toast region on the first toast and shows it', async () => {
    render(<ToastHost />)
    expect(screen.queryByText('Produit modifié avec succès')).not.toBeInTheDocument()
    notifier.success('Produit modifié avec succès')
    expect(await screen.findByText('Produit modifié avec succès')).toBeInTheDocument()
  })

  it("shows 'Non autorisé' when a call finally ends in 401 and forgets the session", async () => {
    // A set the server never issued: it refuses the call and the refresh alike.
    window.localStorage.setItem('token', JSON.stringify({ AccessToken: 'stale', RefreshToken: 'stale', UserId: '7' }))
    window.localStorage.setItem('rememberMe', 'true')
    vi.stubGlobal('fetch', live.fetch)
    render(<ToastHost />)
    const before = live.calls.length

    const shop = await runUseCase(loadShopSession())

    expect(shop).toBeNull()
    expect(await screen.findByText('Non autorisé')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
    // The first 401 was followed by exactly one refresh attempt, which failed too.
    await waitFor(() =>
      expect(live.calls.slice(before)).toEqual([
        { method: 'GET', path: '/portal-api/auth/current', status: 401 },
        { method: 'POST', path: '/portal-api/refresh-token', status: 401 },
      ]),
    )
  })
})
