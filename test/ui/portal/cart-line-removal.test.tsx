import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { fillCart } from '../../server/support/portal-world'
import { type LiveServer, useLiveServer } from '../../support/live-server/live-server'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { aShopCatalogue, lineOf, serverCart } from '../../support/portal-catalogue'
import { renderLiveApp } from '../support/render-live-app'

// "Retirer" in /panier: one removal for a double-click, and the focus kept off <body>.

const live = useLiveServer()

async function openCart() {
  const w = await aShopCatalogue(live.db)
  const tokens = await live.loginShop(w.validated.identifiant, DEFAULT_PASSWORD)
  await fillCart(live, tokens.AccessToken, [lineOf(w.products.macarons, 100), lineOf(w.products.luxuryBag, 200)])
  const deletions: string[] = []
  const server: LiveServer = withFetch(live, (fetch) => async (input, init) => {
    if (init?.method === 'DELETE') deletions.push(new URL(input).pathname)
    return fetch(input, init)
  })
  const app = renderLiveApp({ live: server, path: '/panier', signedIn: { shop: tokens } })
  // The first render compiles the app's chunks: on a busy machine that outlasts the default wait.
  await screen.findByRole('heading', { level: 1, name: 'Mon panier' }, { timeout: 20_000 })
  return { app, deletions, cart: () => serverCart(live, tokens.AccessToken) }
}

const boxes = 'Boîte à macarons, Petit format'

describe('removing a cart line', () => {
  it('sends one deletion for a double-click and shows no error', async () => {
    const { deletions, cart } = await openCart()
    const remove = screen.getByRole('button', { name: `Retirer : ${boxes}` })
    // Both clicks in one turn, as a fast double-click lands before React renders the busy button.
    act(() => {
      remove.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      remove.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: `Retirer : ${boxes}` })).toBeNull())
    expect(deletions).toHaveLength(1)
    expect(screen.queryByText('Ressource introuvable.')).toBeNull()
    expect((await cart()).lines).toHaveLength(1)
  })

  it('keeps the focus on the button while it runs, then gives it to the page title', async () => {
    const { app } = await openCart()
    const remove = screen.getByRole('button', { name: `Retirer : ${boxes}` })
    await app.user.click(remove)
    await waitFor(() => expect(screen.queryByRole('button', { name: `Retirer : ${boxes}` })).toBeNull())
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toHaveFocus())
  })

  it('keeps the focus on "Mettre à jour" once the new quantity is saved', async () => {
    const { app } = await openCart()
    const quantity = screen.getByRole('spinbutton', { name: `Quantité : ${boxes}` })
    await app.user.clear(quantity)
    await app.user.type(quantity, '150')
    const update = screen.getByRole('button', { name: `Mettre à jour la quantité : ${boxes}` })
    await app.user.click(update)
    await waitFor(() => expect(update).toHaveAttribute('aria-disabled', 'true'))
    expect(update).toHaveFocus()
  })
})
