import { screen, waitFor, within } from '@testing-library/react'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { MemoryCartLine, PortalWorld } from '../../src/infrastructure/portal/portal-world.memory'
import { cartGatewayWith, failingCart, unreachable } from './support/failing-gateways'
import { LYON, PARIS, SIEGE } from './support/portal-builders'
import { currentPath, renderApp } from './support/render-app'

/** Puts lines in a shop's open cart before the page asks for it. */
function withCart(shopId: number, lines: ReadonlyArray<Omit<MemoryCartLine, 'id'>>) {
  return (world: PortalWorld) => {
    world.carts.set(shopId, { id: 500 + shopId, shopId, lines: lines.map((line, index) => ({ id: 600 + index, ...line })), deliveryShopId: null, referencePo: null, comment: null })
    return cartGatewayWith(world, {})
  }
}

const smallBoxes = { productId: 101, optionId: 1011, quantity: 100 }
const bags = { productId: 102, optionId: 1021, quantity: 200 }

async function openCart(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1, name: 'Mon panier' })
  return app
}

describe('cart (/panier)', () => {
  it('shows an empty cart with a way to the catalogue', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS }))
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument()
    await app.user.click(screen.getByRole('link', { name: 'Parcourir le catalogue' }))
    await waitFor(() => expect(currentPath(app)).toBe('/account/catalog'))
  })

  it('shows the lines, the totals HT, shipping, VAT and TTC, and what franco still needs', async () => {
    await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: withCart(PARIS, [smallBoxes]) }))
    const table = screen.getByRole('table', { name: 'Produits du panier' })
    expect(within(table).getByRole('rowheader', { name: /Boîte cadeau kraft/ })).toBeInTheDocument()
    const totals = screen.getByRole('region', { name: 'Totaux du panier' })
    expect(totals).toHaveTextContent(/Total HT\s*120,00\s€/)
    expect(totals).toHaveTextContent(/Frais de port HT\s*25,00\s€/)
    expect(totals).toHaveTextContent(/TVA \(20 %\)\s*29,00\s€/)
    expect(totals).toHaveTextContent(/Total TTC\s*174,00\s€/)
    expect(screen.getByText(/Encore 400 unités ou 380,00\s€ HT pour bénéficier du franco de port\./)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progression vers le franco de port' })).toHaveAttribute('aria-valuenow', '24')
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Mon panier')
  })

  it('moves the franco meter when a line changes, and refuses a quantity off the rule', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: withCart(PARIS, [smallBoxes]) }))
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité : Boîte cadeau kraft, Petit format' })

    await app.user.clear(quantity)
    await app.user.type(quantity, '130')
    await app.user.click(screen.getByRole('button', { name: 'Mettre à jour la quantité : Boîte cadeau kraft, Petit format' }))
    await waitFor(() => expect(screen.getAllByText('La quantité doit être un multiple de 50.')).toHaveLength(2))
    expect(app.world.carts.get(PARIS)?.lines[0]?.quantity).toBe(100)

    await app.user.clear(quantity)
    await app.user.type(quantity, '300')
    await app.user.click(screen.getByRole('button', { name: 'Mettre à jour la quantité : Boîte cadeau kraft, Petit format' }))
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Progression vers le franco de port' })).toHaveAttribute('aria-valuenow', '72'))
    expect(screen.getByText(/Encore 200 unités ou 140,00\s€ HT/)).toBeInTheDocument()

    await app.user.clear(quantity)
    await app.user.type(quantity, '500')
    await app.user.click(screen.getByRole('button', { name: 'Mettre à jour la quantité : Boîte cadeau kraft, Petit format' }))
    expect(await screen.findByText('Franco de port atteint : la livraison est offerte.')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progression vers le franco de port' })).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByRole('region', { name: 'Totaux du panier' })).toHaveTextContent(/Frais de port HT\s*Offerts/)
  })

  it('removes a line', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: withCart(PARIS, [smallBoxes, bags]) }))
    await app.user.click(screen.getByRole('button', { name: 'Retirer : Sac papier luxe, Blanc' }))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Sac papier luxe/ })).not.toBeInTheDocument())
    expect(app.world.carts.get(PARIS)?.lines).toHaveLength(1)
    expect(screen.getByRole('rowheader', { name: /Boîte cadeau kraft/ })).toBeInTheDocument()
  })

  it("says 'Erreur lors de la suppression du produit' when a removal fails", async () => {
    const failing = (world: PortalWorld) => {
      withCart(PARIS, [smallBoxes])(world)
      return cartGatewayWith(world, { deleteLine: () => Effect.fail(unreachable()) })
    }
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: failing }))
    await app.user.click(screen.getByRole('button', { name: 'Retirer : Boîte cadeau kraft, Petit format' }))
    expect(await screen.findByText('Erreur lors de la suppression du produit')).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: /Boîte cadeau kraft/ })).toBeInTheDocument()
  })

  it('empties the cart after confirmation', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: withCart(PARIS, [smallBoxes, bags]) }))
    await app.user.click(screen.getByRole('button', { name: 'Vider le panier' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Vider le panier ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect(app.world.carts.get(PARIS)?.lines).toHaveLength(2)

    await app.user.click(screen.getByRole('button', { name: 'Vider le panier' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, vider le panier' }))
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument()
    expect(await screen.findByText('Panier vidé')).toBeInTheDocument()
  })

  it("reports a failed emptying with 'Erreur lors de la suppression du panier'", async () => {
    const failing = (world: PortalWorld) => {
      withCart(PARIS, [smallBoxes])(world)
      return cartGatewayWith(world, { empty: () => Effect.fail(unreachable()) })
    }
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: failing }))
    await app.user.click(screen.getByRole('button', { name: 'Vider le panier' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, vider le panier' }))
    expect(await screen.findByText('Erreur lors de la suppression du panier')).toBeInTheDocument()
  })

  it("shows 'Erreur lors du chargement du panier' when the cart cannot load", async () => {
    renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: failingCart() })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Erreur lors du chargement du panier')
    // Spec §8: also as a toast.
    await waitFor(() => expect(screen.getAllByText('Erreur lors du chargement du panier')).toHaveLength(2))
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })

  it("keeps the cart usable and says 'Erreur lors du chargement des magasins' when the shops cannot load", async () => {
    const failing = (world: PortalWorld) => {
      withCart(PARIS, [smallBoxes])(world)
      return cartGatewayWith(world, { deliveryAddresses: () => Effect.fail(unreachable()) })
    }
    await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: failing }))
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Erreur lors du chargement des magasins')
    expect(screen.getByRole('button', { name: 'Valider la commande' })).toBeEnabled()
  })

  it('saves the delivery shop, the PO reference and the comment', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: SIEGE, portalOverride: withCart(SIEGE, [smallBoxes]) }))
    const select = screen.getByRole('combobox', { name: 'Magasin de livraison' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2))
    await app.user.selectOptions(select, String(PARIS))
    await app.user.type(screen.getByRole('textbox', { name: 'Référence de commande (bon de commande)' }), 'PO-2026-17')
    await app.user.type(screen.getByRole('textbox', { name: 'Commentaire' }), 'Livrer avant 10 h')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Informations de livraison enregistrées.')).toBeInTheDocument()
    expect(app.world.carts.get(SIEGE)).toMatchObject({ deliveryShopId: PARIS, referencePo: 'PO-2026-17', comment: 'Livrer avant 10 h' })
  })
})

describe('validating the cart (spec §4, decisions §5)', () => {
  it('sends a shop without validator to /panier/confirm/{id}', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: LYON, portalOverride: withCart(LYON, [smallBoxes]) }))
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeInTheDocument()
    const order = [...app.world.orders.values()][0]
    expect(order?.status).toBe('validated')
    expect(currentPath(app)).toBe(`/panier/confirm/${order?.id}`)
    expect(await screen.findByText(order?.number ?? '?')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir la commande' })).toHaveAttribute('href', `/account/order/${order?.id}`)
    expect(screen.getByRole('link', { name: 'Retour au catalogue' })).toHaveAttribute('href', '/account/catalog')
  })

  it('sends a shop with a validator to /panier/request/{id}, with its delivery details', async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: PARIS, portalOverride: withCart(PARIS, [smallBoxes]) }))
    await app.user.type(screen.getByRole('textbox', { name: 'Référence de commande (bon de commande)' }), 'PO-9')
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de commande envoyée' })).toBeInTheDocument()
    const order = [...app.world.orders.values()][0]
    expect(order).toMatchObject({ status: 'pending_validation', referencePo: 'PO-9' })
    expect(currentPath(app)).toBe(`/panier/request/${order?.id}`)
  })

  it("shows the server's message when it answers success: false, and orders nothing", async () => {
    const app = await openCart(renderApp({ path: '/panier', signedInAs: LYON, portalOverride: withCart(LYON, [smallBoxes]) }))
    const box = app.world.products.get(101)
    if (box === undefined) throw new Error('seeded')
    app.world.products.set(101, { ...box, active: false })
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Boîte cadeau kraft n’est plus disponible.')
    expect(app.world.orders.size).toBe(0)
    expect(currentPath(app)).toBe('/panier')
  })

  it("says 'Erreur lors de la validation du panier' when the call itself fails", async () => {
    const failing = (world: PortalWorld) => {
      withCart(LYON, [smallBoxes])(world)
      return cartGatewayWith(world, { orderCart: () => Effect.fail(unreachable()) })
    }
    const app = await openCart(renderApp({ path: '/panier', signedInAs: LYON, portalOverride: failing }))
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Erreur lors de la validation du panier')
    expect(currentPath(app)).toBe('/panier')
  })
})
