import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyTokenState } from '../../src/infrastructure/token-store.memory'
import { ADMIN_PASSWORD, aShop, anAdmin, SHOP_PASSWORD } from './support/builders'
import { submitLogin } from './support/login-form'
import { currentPath, renderApp } from './support/render-app'

describe('access guards (spec §6)', () => {
  it.each([
    ['/account/catalog', '/login', 'Connexion à l’espace client'],
    ['/account', '/login', 'Connexion à l’espace client'],
    ['/panier', '/login', 'Connexion à l’espace client'],
    ['/backoffice', '/admin', 'Connexion au back-office'],
    ['/vitrine/backoffice', '/vitrine/admin', 'Connexion au back-office vitrine'],
  ])('sends an anonymous visitor of %s to %s', async (path, loginScreen, heading) => {
    const app = renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(currentPath(app)).toBe(loginScreen)
  })

  it('does not let an admin token open the customer account', async () => {
    const tokens = emptyTokenState()
    tokens.areas.local.set('admin', { AccessToken: 'a', RefreshToken: 'r', UserId: '3' })
    const app = renderApp({ path: '/account/catalog', tokens })
    await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })
    expect(currentPath(app)).toBe('/login')
  })

  it('sends a shop whose stored session the server no longer accepts back to /login and forgets it', async () => {
    const tokens = emptyTokenState()
    tokens.areas.local.set('shop', { AccessToken: 'unknown', RefreshToken: 'unknown', UserId: '7' })
    const app = renderApp({ path: '/account/catalog', tokens, seed: { shops: [{ login: 'boutique-paris', password: SHOP_PASSWORD, shop: aShop() }] } })
    await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })
    expect(currentPath(app)).toBe('/login')
    expect(tokens.areas.local.has('shop')).toBe(false)
  })

  it('opens /account on the catalog for a logged-in shop', async () => {
    const app = renderApp({ path: '/login', seed: { shops: [{ login: 'boutique-paris', password: SHOP_PASSWORD, shop: aShop() }] } })
    await submitLogin(app.user, 'boutique-paris', SHOP_PASSWORD)
    await screen.findByText('Boutique Lemoine Paris')

    await app.router.navigate({ to: '/account' })
    await waitFor(() => expect(currentPath(app)).toBe('/account/catalog'))
    expect(screen.getByText('Boutique Lemoine Paris')).toBeInTheDocument()
  })

  it('lets a logged-in admin open /backoffice', async () => {
    const app = renderApp({ path: '/admin', seed: { admins: [{ login: 'admin', password: ADMIN_PASSWORD, admin: anAdmin() }] } })
    await submitLogin(app.user, 'admin', ADMIN_PASSWORD)
    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument()
    expect(currentPath(app)).toBe('/backoffice')
  })
})

describe('unknown paths (spec §2)', () => {
  it.each(['/cette-page-n-existe-pas', '/account-inconnu/x', '/produit/a/b/c/d'])('redirects %s to /404', async (path) => {
    const app = renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument()
    expect(currentPath(app)).toBe('/404')
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })
})
