import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TokenSet } from '../../../src/domain/session-rules'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aProduct } from '../../server/support/portal-builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { failingAccount, failingValidation, refused } from '../support/failing-gateways'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

const live = useLiveServer()

afterEach(() => {
  vi.unstubAllGlobals()
})

function accountNav() {
  return screen.findByRole('navigation', { name: 'Espace client' })
}

async function call(tokens: TokenSet, method: string, path: string, body: unknown = {}) {
  const response = await live.fetch(`${LIVE_API.portalUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.AccessToken}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/** A shop of its own brand, signed in. */
async function aSignedInShop(brandOverrides: Parameters<typeof aBrand>[1] = {}) {
  const brand = await aBrand(live.db, brandOverrides)
  const shop = await aShop(live.db, { brandId: brand.id })
  return { brand, shop, tokens: await live.loginShop(shop.identifiant, DEFAULT_PASSWORD) }
}

/** A head office and a shop it validates, which has asked for three orders; the head office accepted the last one. */
async function aHeadOfficeWithTwoPendingOrders() {
  const brand = await aBrand(live.db)
  const headOffice = await aShop(live.db, { brandId: brand.id })
  const shop = await aShop(live.db, { brandId: brand.id, validatorId: headOffice.id })
  const product = await aProduct(live.db, brand.id)
  const option = product.options[0]
  if (option === undefined) throw new Error('the product has an option')
  const shopTokens = await live.loginShop(shop.identifiant, DEFAULT_PASSWORD)
  const headOfficeTokens = await live.loginShop(headOffice.identifiant, DEFAULT_PASSWORD)
  const orderIds: number[] = []
  for (let n = 0; n < 3; n += 1) {
    await call(shopTokens, 'POST', `/api/carts/customized-product/store/${product.id}`, {
      quantity: option.minimumQuantity,
      typevalue: option.id,
    })
    const cart = await call(shopTokens, 'GET', '/api/carts/current')
    const placed = (await call(shopTokens, 'PUT', `/api/carts/order/${String(cart.id)}`)) as { order: { id: number } }
    orderIds.push(placed.order.id)
  }
  await call(headOfficeTokens, 'PUT', `/api/orders/validations/decide/${String(orderIds[2])}`, { statut: 'accepted' })
  return { headOffice, tokens: headOfficeTokens }
}

describe('customer area layout (/account)', () => {
  it('offers the area navigation, the shop name, and no second h1', async () => {
    const { shop, tokens } = await aSignedInShop()
    renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens } })
    const nav = await accountNav()
    for (const [name, href] of [
      ['Catalogue', '/account/catalog'],
      ['Mes commandes', '/account/order'],
      ['Mon profil', '/account/profile'],
    ]) {
      expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }
    // A shop that validates nothing has no "Commandes à valider".
    expect(within(nav).queryByRole('link', { name: /^Commandes à valider/ })).not.toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: /Boutique E-Commerce/ })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument()
    expect(await within(screen.getByRole('banner')).findByText(shop.name)).toBeInTheDocument()
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('shows the number of orders waiting for the head office next to "Commandes à valider"', async () => {
    const { tokens } = await aHeadOfficeWithTwoPendingOrders()
    renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens } })
    const nav = await accountNav()
    const link = within(nav).getByRole('link', { name: /^Commandes à valider/ })
    await waitFor(() => expect(link).toHaveAccessibleName('Commandes à valider, 2 commandes en attente'))
    expect(within(link).getByText('2')).toBeInTheDocument()
  })

  it('shows no badge when nothing waits, and stays silent when the count fails (spec §8)', async () => {
    // A head office whose shop has not ordered yet.
    const { brand, shop: idleHeadOffice, tokens } = await aSignedInShop()
    await aShop(live.db, { brandId: brand.id, validatorId: idleHeadOffice.id })
    const quiet = renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens } })
    await within(quiet.container).findByRole('heading', { level: 1, name: 'Mon catalogue' })
    const nav = await accountNav()
    expect(within(nav).getByRole('link', { name: /^Commandes à valider/ })).toHaveAccessibleName('Commandes à valider')
    quiet.unmount()

    const headOffice = await aHeadOfficeWithTwoPendingOrders()
    const failing = renderLiveApp({
      live,
      path: '/account/catalog',
      signedIn: { shop: headOffice.tokens },
      override: failingValidation(),
    })
    await within(failing.container).findByRole('heading', { level: 1, name: 'Mon catalogue' })
    expect(within(failing.container).getByRole('link', { name: /^Commandes à valider/ })).toHaveAccessibleName(
      'Commandes à valider',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('opens the e-commerce authentication link in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    const open = vi.fn(() => tab)
    vi.stubGlobal('open', open)
    const { tokens } = await aSignedInShop({ ecommerceUrl: 'https://boutique.exemple.test/sso' })
    const app = renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens } })
    await app.user.click(within(await accountNav()).getByRole('button', { name: /Boutique E-Commerce/ }))
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/boutique\.exemple\.test\/sso\?token=/))
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
  })

  it("closes the tab and shows the server's message when the brand has no external shop", async () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() }
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    )
    const { tokens } = await aSignedInShop({ ecommerceUrl: null })
    const app = renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens } })
    await app.user.click(within(await accountNav()).getByRole('button', { name: /Boutique E-Commerce/ }))
    expect(
      await screen.findByText("Aucune boutique en ligne n'est configurée pour votre enseigne."),
    ).toBeInTheDocument()
    expect(tab.close).toHaveBeenCalled()
  })

  it('falls back to the spec message when the link fails without a server message', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    )
    const { tokens } = await aSignedInShop()
    const app = renderLiveApp({
      live,
      path: '/account/catalog',
      signedIn: { shop: tokens },
      override: failingAccount(refused(null, 500)),
    })
    await app.user.click(within(await accountNav()).getByRole('button', { name: /Boutique E-Commerce/ }))
    expect(await screen.findByText('Erreur inattendue lors de la connexion au E-Commerce')).toBeInTheDocument()
  })

  it('logs out from the navigation and forgets the cached portal data', async () => {
    const { brand, tokens } = await aSignedInShop()
    const product = await aProduct(live.db, brand.id)
    const app = renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens }, rememberMe: false })
    await screen.findByRole('article', { name: product.name })
    await app.user.click(within(await accountNav()).getByRole('button', { name: 'Se déconnecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/login')
    expect(app.tokens.areas.session.has('shop')).toBe(false)
    expect((await app.context.loadQueryClient()).getQueryCache().findAll({ queryKey: ['catalog'] })).toHaveLength(0)
  })
})
