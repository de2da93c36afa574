import { screen, waitFor, within } from '@testing-library/react'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { PortalWorld } from '../../src/infrastructure/portal/portal-world.memory'
import { failingValidation, unreachable, validationGatewayWith } from './support/failing-gateways'
import { aMemoryShop, aPortalSeed, anOrder, anOrderLine, bottleCase, giftBox, PARIS, shops, SIEGE } from './support/portal-builders'
import { currentPath, renderApp } from './support/render-app'
import { findToast } from './support/toasts'

const LILLE = 10
const lille = aMemoryShop({ id: LILLE, identifiant: 'boutique-lille', name: 'Boutique Lemoine Lille', validatorId: SIEGE })

/** Order 1 (Paris): 200 small boxes and 20 bottle cases, both pending. */
const seed = aPortalSeed({
  shops: [...shops, lille],
  orders: [
    anOrder({ id: 1, lines: [anOrderLine(11, giftBox, 200), anOrderLine(12, bottleCase, 20)] }),
    anOrder({ id: 2, createdAt: '2026-03-11T10:00:00.000Z' }),
    anOrder({ id: 3, shopId: LILLE, createdAt: '2026-03-12T10:00:00.000Z' }),
    anOrder({ id: 4, status: 'validated' }),
  ],
})

function listRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Commandes en attente de validation' })).getAllByRole('row').slice(1)
}

describe('orders to validate (/account/ordervalid)', () => {
  it("lists the pending orders of the shops it validates, with the shop's name", async () => {
    renderApp({ path: '/account/ordervalid', signedInAs: SIEGE, portal: seed })
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes à valider' })).toBeInTheDocument()
    expect(listRows()).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'CMD-2026-00001' })).toHaveAttribute('href', '/account/ordervalid/1')
    expect(screen.getByRole('cell', { name: 'Boutique Lemoine Lille' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'CMD-2026-00004' })).not.toBeInTheDocument()
  })

  it('pages 1-based and filters by shop', async () => {
    const many = aPortalSeed({
      shops: [...shops, lille],
      orders: Array.from({ length: 12 }, (_, index) =>
        anOrder({ id: index + 1, shopId: index < 9 ? PARIS : LILLE, createdAt: `2026-03-${String(index + 1).padStart(2, '0')}T10:00:00.000Z` }),
      ),
    })
    const app = renderApp({ path: '/account/ordervalid', signedInAs: SIEGE, portal: many })
    await screen.findByRole('heading', { level: 1, name: 'Commandes à valider' })
    expect(listRows()).toHaveLength(10)
    await app.user.click(screen.getByRole('button', { name: 'Page suivante' }))
    await waitFor(() => expect(listRows()).toHaveLength(2))
    expect(screen.getByText(/page 2 sur 2/)).toBeInTheDocument()

    const shopFilter = screen.getByRole('combobox', { name: 'Magasin' })
    await waitFor(() => expect(within(shopFilter).getByRole('option', { name: 'Boutique Lemoine Lille' })).toBeInTheDocument())
    expect(within(shopFilter).queryByRole('option', { name: 'Siège Lemoine' })).not.toBeInTheDocument()
    await app.user.selectOptions(shopFilter, String(LILLE))
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(listRows()).toHaveLength(3))
    for (const row of listRows()) expect(row).toHaveTextContent('Boutique Lemoine Lille')
  })

  it('says when nothing waits, and the spec message when the list fails', async () => {
    renderApp({ path: '/account/ordervalid', signedInAs: PARIS, portal: seed })
    expect(await screen.findByText('Aucune commande n’attend votre validation.')).toBeInTheDocument()
  })

  it("says 'Impossible de lister les commandes' when the list cannot load", async () => {
    renderApp({ path: '/account/ordervalid', signedInAs: SIEGE, portal: seed, portalOverride: failingValidation() })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Impossible de lister les commandes')
  })
})

async function openOrder(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-00001' })
  return app
}

const line = (world: PortalWorld, lineId: number) => world.orders.get(1)?.lines.find((candidate) => candidate.id === lineId)

describe('validating one order (/account/ordervalid/{id})', () => {
  it('changes a line quantity, refusing one off the rule before any call', async () => {
    const app = await openOrder(renderApp({ path: '/account/ordervalid/1', signedInAs: SIEGE, portal: seed }))
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité : Boîte cadeau kraft, Petit format' })
    const save = screen.getByRole('button', { name: 'Enregistrer : Boîte cadeau kraft, Petit format' })
    expect(save).toBeDisabled()

    await app.user.clear(quantity)
    await app.user.type(quantity, '230')
    await app.user.click(save)
    await waitFor(() => expect(screen.getAllByText('La quantité doit être un multiple de 50.')).toHaveLength(2))
    expect(line(app.world, 11)?.quantity).toBe(200)

    await app.user.clear(quantity)
    await app.user.type(quantity, '250')
    await app.user.click(save)
    expect(await findToast('Produit modifié avec succès')).toBeInTheDocument()
    expect(line(app.world, 11)?.quantity).toBe(250)
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantité : Boîte cadeau kraft, Petit format' })).toHaveValue(250))
    expect(screen.getByText('Produit modifié')).toBeInTheDocument()
  })

  it('changes a line status', async () => {
    const app = await openOrder(renderApp({ path: '/account/ordervalid/1', signedInAs: SIEGE, portal: seed }))
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Statut : Étui bouteille, Standard' }), 'refused')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer : Étui bouteille, Standard' }))
    expect(await findToast('Produit modifié avec succès')).toBeInTheDocument()
    expect(line(app.world, 12)?.status).toBe('refused')
  })

  it('detaches a line after confirmation', async () => {
    const app = await openOrder(renderApp({ path: '/account/ordervalid/1', signedInAs: SIEGE, portal: seed }))
    await app.user.click(screen.getByRole('button', { name: 'Retirer : Étui bouteille, Standard' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer ce produit de la commande ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Oui, retirer le produit' }))
    expect(await findToast('Produit supprimé avec succès')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Étui bouteille/ })).not.toBeInTheDocument())
    expect(app.world.orders.get(1)?.lines).toHaveLength(1)

    // The last line cannot go (decisions §5): the domain says so before any call.
    await app.user.click(screen.getByRole('button', { name: 'Retirer : Boîte cadeau kraft, Petit format' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, retirer le produit' }))
    expect(await screen.findByText('Une commande doit garder au moins un produit : refusez-le plutôt.')).toBeInTheDocument()
    expect(app.world.orders.get(1)?.lines).toHaveLength(1)
  })

  it("says 'Impossible de modifier le produit' and 'Impossible de supprimer le produit' when the calls fail", async () => {
    const failing = (world: PortalWorld) =>
      validationGatewayWith(world, { modifyLine: () => Effect.fail(unreachable()), detachLine: () => Effect.fail(unreachable()) })
    const app = await openOrder(renderApp({ path: '/account/ordervalid/1', signedInAs: SIEGE, portal: seed, portalOverride: failing }))
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Statut : Étui bouteille, Standard' }), 'accepted')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer : Étui bouteille, Standard' }))
    expect(await findToast('Impossible de modifier le produit')).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: 'Retirer : Étui bouteille, Standard' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, retirer le produit' }))
    expect(await findToast('Impossible de supprimer le produit')).toBeInTheDocument()
  })

  it('accepts the whole order: toast, read-only order, and one order fewer in the badge', async () => {
    const app = await openOrder(renderApp({ path: '/account/ordervalid/1', signedInAs: SIEGE, portal: seed }))
    const badgeLink = within(screen.getByRole('navigation', { name: 'Espace client' })).getByRole('link', { name: /^Commandes à valider/ })
    await waitFor(() => expect(badgeLink).toHaveAccessibleName('Commandes à valider, 3 commandes en attente'))
    await app.user.click(screen.getByRole('button', { name: 'Accepter la commande' }))
    expect(await findToast('Commande validée')).toBeInTheDocument()
    expect(app.world.orders.get(1)?.status).toBe('validated')
    expect(await screen.findByText(/Cette commande n’attend plus de validation \(Validée\)/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accepter la commande' })).not.toBeInTheDocument()
    await waitFor(() => expect(badgeLink).toHaveAccessibleName('Commandes à valider, 2 commandes en attente'))
  })

  it('refuses the whole order after confirmation, and offers the copy', async () => {
    const app = await openOrder(renderApp({ path: '/account/ordervalid/1', signedInAs: SIEGE, portal: seed }))
    await app.user.click(screen.getByRole('button', { name: 'Refuser la commande' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: 'Refuser la commande ?' })).getByRole('button', { name: 'Oui, refuser la commande' }))
    expect(await findToast('Commande refusée')).toBeInTheDocument()
    expect(app.world.orders.get(1)?.status).toBe('refused')

    await app.user.click(screen.getByRole('button', { name: 'Copier la commande' }))
    expect(await findToast('2 produits copiés dans le panier.')).toBeInTheDocument()
    expect(app.world.carts.get(SIEGE)?.lines).toHaveLength(2)
    expect(currentPath(app)).toBe('/account/ordervalid/1')
  })
})
