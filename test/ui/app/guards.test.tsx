import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyTokenState } from '../../../src/infrastructure/session/token-store.memory'
import { anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

const live = useLiveServer()

describe('access guards (spec §6)', () => {
  it.each([
    ['/account/catalog', '/login', 'Connexion à l’espace client'],
    ['/account', '/login', 'Connexion à l’espace client'],
    ['/panier', '/login', 'Connexion à l’espace client'],
    ['/backoffice', '/admin', 'Connexion au back-office'],
    ['/vitrine/backoffice', '/vitrine/admin', 'Connexion au back-office vitrine'],
    ['/backoffice/securite', '/admin', 'Connexion au back-office'],
    ['/vitrine/backoffice/securite', '/vitrine/admin', 'Connexion au back-office vitrine'],
  ])('sends an anonymous visitor of %s to %s', async (path, loginScreen, heading) => {
    const app = renderLiveApp({ live, path })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe(loginScreen)
  })

  it('does not let an admin token open the customer account', async () => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({
      live,
      path: '/account/catalog',
      signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) },
    })
    await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })
    expect(pathnameOf(app)).toBe('/login')
  })

  it('sends a shop whose stored session the server no longer accepts back to /login and forgets it', async () => {
    const tokens = emptyTokenState()
    tokens.areas.local.set('shop', { AccessToken: 'unknown', RefreshToken: 'unknown', UserId: '7' })
    const app = renderLiveApp({ live, path: '/account/catalog', tokens })
    await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })
    expect(pathnameOf(app)).toBe('/login')
    expect(tokens.areas.local.has('shop')).toBe(false)
  })

  it('opens /account on the catalog for a logged-in shop', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD)
    await screen.findByText(shop.name)

    await app.router.navigate({ to: '/account' })
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/catalog'))
    expect(screen.getByText(shop.name)).toBeInTheDocument()
  })

  it('lets a logged-in admin open /backoffice, which opens on the orders (spec §2)', async () => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/backoffice/order')
  })
})

describe('unknown paths (spec §2)', () => {
  it.each(['/cette-page-n-existe-pas', '/account-inconnu/x', '/produit/a/b/c/d'])(
    'redirects %s to /404',
    async (path) => {
      const app = renderLiveApp({ live, path })
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument()
      expect(pathnameOf(app)).toBe('/404')
      expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
    },
  )
})
