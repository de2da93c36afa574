import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aPortalSeed, anOrder, LYON, PARIS, SIEGE } from './support/portal-builders'
import { failingAccount, failingValidation, refused } from './support/failing-gateways'
import { currentPath, renderApp } from './support/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const withPendingOrders = aPortalSeed({ orders: [anOrder({ id: 1 }), anOrder({ id: 2 }), anOrder({ id: 3, status: 'validated' })] })

function accountNav() {
  return screen.findByRole('navigation', { name: 'Espace client' })
}

describe('customer area layout (/account)', () => {
  it('offers the area navigation, the shop name, and no second h1', async () => {
    renderApp({ path: '/account/catalog', signedInAs: PARIS })
    const nav = await accountNav()
    for (const [name, href] of [
      ['Catalogue', '/account/catalog'],
      ['Mes commandes', '/account/order'],
      ['Commandes à valider', '/account/ordervalid'],
      ['Mon profil', '/account/profile'],
    ]) {
      expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }
    expect(within(nav).getByRole('button', { name: /Boutique E-Commerce/ })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByText('Boutique Lemoine Paris')).toBeInTheDocument()
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('shows the number of orders waiting for the head office next to "Commandes à valider"', async () => {
    renderApp({ path: '/account/catalog', signedInAs: SIEGE, portal: withPendingOrders })
    const nav = await accountNav()
    const link = within(nav).getByRole('link', { name: /^Commandes à valider/ })
    await waitFor(() => expect(link).toHaveAccessibleName('Commandes à valider, 2 commandes en attente'))
    expect(within(link).getByText('2')).toBeInTheDocument()
  })

  it('shows no badge when nothing waits, and stays silent when the count fails (spec §8)', async () => {
    renderApp({ path: '/account/catalog', signedInAs: LYON, portal: withPendingOrders })
    const nav = await accountNav()
    await screen.findByRole('article', { name: 'Boîte cadeau kraft' })
    expect(within(nav).getByRole('link', { name: /^Commandes à valider/ })).toHaveAccessibleName('Commandes à valider')

    const failing = renderApp({ path: '/account/catalog', signedInAs: SIEGE, portal: withPendingOrders, portalOverride: failingValidation() })
    await within(failing.container).findByRole('article', { name: 'Boîte cadeau kraft' })
    expect(within(failing.container).getByRole('link', { name: /^Commandes à valider/ })).toHaveAccessibleName('Commandes à valider')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('opens the e-commerce authentication link in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    const open = vi.fn(() => tab)
    vi.stubGlobal('open', open)
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS })
    await app.user.click(within(await accountNav()).getByRole('button', { name: /Boutique E-Commerce/ }))
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/boutique\.maison-lemoine\.test\?token=/))
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
  })

  it("closes the tab and shows the server's message when the brand has no external shop", async () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() }
    vi.stubGlobal('open', vi.fn(() => tab))
    const seed = aPortalSeed()
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS, portal: { ...seed, brands: seed.brands.map((brand) => ({ ...brand, ecommerceUrl: null })) } })
    await app.user.click(within(await accountNav()).getByRole('button', { name: /Boutique E-Commerce/ }))
    expect(await screen.findByText("Aucune boutique en ligne n'est configurée pour votre enseigne.")).toBeInTheDocument()
    expect(tab.close).toHaveBeenCalled()
  })

  it('falls back to the spec message when the link fails without a server message', async () => {
    vi.stubGlobal('open', vi.fn(() => null))
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS, portalOverride: failingAccount(refused(null, 500)) })
    await app.user.click(within(await accountNav()).getByRole('button', { name: /Boutique E-Commerce/ }))
    expect(await screen.findByText('Erreur inattendue lors de la connexion au E-Commerce')).toBeInTheDocument()
  })

  it('logs out from the navigation and forgets the cached portal data', async () => {
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS })
    await screen.findByRole('article', { name: 'Boîte cadeau kraft' })
    await app.user.click(within(await accountNav()).getByRole('button', { name: 'Se déconnecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })).toBeInTheDocument()
    expect(currentPath(app)).toBe('/login')
    expect(app.tokens.areas.session.has('shop')).toBe(false)
    expect((await app.loadQueryClient()).getQueryCache().findAll({ queryKey: ['catalog'] })).toHaveLength(0)
  })
})
