import { afterLoginPath } from '../../../src/ui/app/router/login-search'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { fillCart } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue, lineOf } from '../../support/portal-catalogue'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The cart keeps the portal, /login knows a logged-in shop, and a page opened
// before the login is the one shown after it (decision 043).

const live = useLiveServer()

describe('the portal around the cart and the login (defect 6)', () => {
  it('shows the account navigation and the cart badge on /panier', async () => {
    const w = await aShopCatalogue(live.db)
    const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
    await fillCart(live, tokens.AccessToken, [lineOf(w.products.macarons, 100)])
    renderLiveApp({ live, path: '/panier', signedIn: { shop: tokens } })
    const nav = await screen.findByRole('navigation', { name: 'Espace client' })
    expect(within(nav).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/account/order')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mon panier, 1 produit' })).toBeInTheDocument())
    expect(screen.getByText(w.shop.name)).toBeInTheDocument()
  })

  it('sends a logged-in shop from /login to the catalogue', async () => {
    const w = await aShopCatalogue(live.db)
    const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
    const app = renderLiveApp({ live, path: '/login', signedIn: { shop: tokens } })
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/catalog'))
  })

  it('sends a logged-in shop from /login to the page it asked for', async () => {
    const w = await aShopCatalogue(live.db)
    const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
    const app = renderLiveApp({ live, path: '/login?redirect=%2Faccount%2Fprofile', signedIn: { shop: tokens } })
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/profile'))
  })

  it('opens the deep link after the login', async () => {
    const w = await aShopCatalogue(live.db)
    const app = renderLiveApp({ live, path: '/account/order?page=1' })
    await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })
    expect(app.router.state.location.search).toEqual({ redirect: '/account/order?page=1' })
    await submitLogin(app.user, w.shop.identifiant, DEFAULT_PASSWORD)
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/order'))
    expect(app.router.state.location.search).toMatchObject({ page: 1 })
  })

  it('ignores a redirect to another site', async () => {
    const w = await aShopCatalogue(live.db)
    const app = renderLiveApp({ live, path: '/login?redirect=%2F%2Fevil.test%2Fx' })
    await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })
    // The route keeps the raw string; its parse (where it is used) refuses it.
    const search = app.router.state.matches.find((match) => match.routeId === '/login')?.search ?? {}
    expect(afterLoginPath(search)).toBe('/account/catalog')
    await submitLogin(app.user, w.shop.identifiant, DEFAULT_PASSWORD)
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/catalog'))
  })
})
