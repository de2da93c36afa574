import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadShopSession } from '../../src/application/session/shop-session.use-case'
import { runUseCase } from '../../src/ui/app/runtime'
import { notifier } from '../../src/ui/notifications/notifier'
import { ToastHost } from '../../src/ui/notifications/toast-host'

// The browser composition as main.tsx wires it: real adapters, a stubbed network, the lazy toasts.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

const unauthorized = () =>
  new Response(JSON.stringify({ message: 'Non autorisé' }), { status: 401, headers: { 'Content-Type': 'application/json' } })

describe('toasts in the browser composition', () => {
  it('mounts the toast region on the first toast and shows it', async () => {
    render(<ToastHost />)
    expect(screen.queryByText('Produit modifié avec succès')).not.toBeInTheDocument()
    notifier.success('Produit modifié avec succès')
    expect(await screen.findByText('Produit modifié avec succès')).toBeInTheDocument()
  })

  it("shows 'Non autorisé' when a call finally ends in 401 and forgets the session", async () => {
    window.localStorage.setItem('token', JSON.stringify({ AccessToken: 'stale', RefreshToken: 'stale', UserId: '7' }))
    window.localStorage.setItem('rememberMe', 'true')
    const fetch = vi.fn(async () => unauthorized())
    vi.stubGlobal('fetch', fetch)
    render(<ToastHost />)

    const result = await runUseCase(loadShopSession())

    expect(result).toEqual({ ok: true, value: null })
    expect(await screen.findByText('Non autorisé')).toBeInTheDocument()
    expect(window.localStorage.getItem('token')).toBeNull()
    // The first 401 was followed by exactly one refresh attempt, which failed too.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
