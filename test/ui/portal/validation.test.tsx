import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartWire } from '../../../src/contract/portal/cart'
import { aShop } from '../../server/support/builders'
import { api, expectJson } from '../../server/support/portal-http'
import { shopToken } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld } from '../../support/live-server/order-arrangements'
import { pathnameOf } from '../support/render-live-app'
import { findToast } from '../support/toasts'
import * as world from './validation-world'
import { BAGS, BOXES, LILLE, listRows, type OpenOptions } from './validation-world'

// The head office's validation pages over the real server: each test has a brand and shops of its own.

const live = useLiveServer()
const validationWorld = () => world.validationWorld(live)
const open = (path: string, options: OpenOptions) => world.openAs(live, path, options)
const openOrder = (options: Partial<OpenOptions> = {}) => world.openOrder(live, options)
const refuseOrder = world.refuseOrder

describe('orders to validate (/account/ordervalid)', () => {
  it("lists the pending orders of the shops it validates, with the shop's name", async () => {
    const { w, first, decided, numberOf } = await validationWorld()
    await open('/account/ordervalid', { shop: w.validator })
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes à valider' })).toBeInTheDocument()
    expect(listRows()).toHaveLength(3)
    expect(screen.getByRole('link', { name: await numberOf(first) })).toHaveAttribute(
      'href',
      `/account/ordervalid/${first}`,
    )
    expect(screen.getByRole('cell', { name: LILLE })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: await numberOf(decided) })).not.toBeInTheDocument()
  })

  it('pages 1-based and filters by shop', async () => {
    const w = await anOrderWorld(live)
    const lille = await aShop(live.db, { brandId: w.brand.id, name: LILLE, validatorId: w.validator.id })
    const lilleToken = await shopToken(live, lille.id)
    for (let index = 0; index < 12; index += 1) await w.order(index < 9 ? w.tokens.shopA : lilleToken, [w.boxLine(10)])
    const app = await open('/account/ordervalid', { shop: w.validator })
    await screen.findByRole('heading', { level: 1, name: 'Commandes à valider' })
    expect(listRows()).toHaveLength(10)
    await app.user.click(screen.getByRole('button', { name: 'Page suivante' }))
    await waitFor(() => expect(listRows()).toHaveLength(2))
    expect(screen.getByText(/page 2 sur 2/)).toBeInTheDocument()

    const shopFilter = screen.getByRole('combobox', { name: 'Magasin' })
    await waitFor(() => expect(within(shopFilter).getByRole('option', { name: LILLE })).toBeInTheDocument())
    expect(within(shopFilter).queryByRole('option', { name: 'Siège' })).not.toBeInTheDocument()
    await app.user.selectOptions(shopFilter, String(lille.id))
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(listRows()).toHaveLength(3))
    for (const row of listRows()) expect(row).toHaveTextContent(LILLE)
  })

  it('says when nothing waits', async () => {
    const { w } = await validationWorld()
    // A head office of its own (only a head office has this page), nothing ordered.
    const headOffice = await aShop(live.db, { brandId: w.brand.id, name: 'Siège bis' })
    await aShop(live.db, { brandId: w.brand.id, name: 'Boutique bis', validatorId: headOffice.id })
    await open('/account/ordervalid', { shop: headOffice })
    expect(await screen.findByText('Aucune commande n’attend votre validation.')).toBeInTheDocument()
  })

  it("says 'Impossible de lister les commandes' when the list cannot load", async () => {
    const { w } = await validationWorld()
    await open('/account/ordervalid', {
      shop: w.validator,
      failing: (call) => call.path === '/api/orders/validations/order',
    })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Impossible de lister les commandes',
    )
  })
})

describe('validating one order (/account/ordervalid/{id})', () => {
  it('changes a line quantity, refusing one off the rule before any call', async () => {
    const { app, serverLine } = await openOrder()
    const quantity = screen.getByRole('spinbutton', { name: `Quantité : ${BAGS}` })
    const save = screen.getByRole('button', { name: `Enregistrer : ${BAGS}` })
    expect(save).toBeDisabled()

    await app.user.clear(quantity)
    await app.user.type(quantity, '230')
    await app.user.click(save)
    await waitFor(() => expect(screen.getAllByText('La quantité doit être un multiple de 50.')).toHaveLength(2))
    expect((await serverLine(BAGS))?.quantity).toBe(200)

    await app.user.clear(quantity)
    await app.user.type(quantity, '250')
    await app.user.click(save)
    expect(await findToast('Produit modifié avec succès')).toBeInTheDocument()
    expect((await serverLine(BAGS))?.quantity).toBe(250)
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: `Quantité : ${BAGS}` })).toHaveValue(250))
    expect(screen.getByText('Produit modifié')).toBeInTheDocument()
  })

  it('changes a line status', async () => {
    const { app, serverLine } = await openOrder()
    await app.user.selectOptions(screen.getByRole('combobox', { name: `Statut : ${BOXES}` }), 'accepted')
    await app.user.click(screen.getByRole('button', { name: `Enregistrer : ${BOXES}` }))
    expect(await findToast('Produit modifié avec succès')).toBeInTheDocument()
    expect((await serverLine(BOXES))?.status).toBe('accepted')
  })

  it('detaches a line after confirmation', async () => {
    const { app, serverOrder } = await openOrder()
    await app.user.click(screen.getByRole('button', { name: `Retirer : ${BOXES}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer ce produit de la commande ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Oui, retirer le produit' }))
    expect(await findToast('Produit supprimé avec succès')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Coffret aimanté/ })).not.toBeInTheDocument())
    expect((await serverOrder()).lines).toHaveLength(1)

    // The last line cannot go (decisions §5): the domain says so before any call.
    await app.user.click(screen.getByRole('button', { name: `Retirer : ${BAGS}` }))
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, retirer le produit' }),
    )
    expect(
      await screen.findByText('Une commande doit garder au moins un produit : refusez-le plutôt.'),
    ).toBeInTheDocument()
    expect((await serverOrder()).lines).toHaveLength(1)
  })

  it("says 'Impossible de modifier le produit' and 'Impossible de supprimer le produit' on failures", async () => {
    const failing = (call: { path: string }) => /^\/api\/orders\/validations\/(modify|detachProduct)\//.test(call.path)
    const { app } = await openOrder({ failing })
    await app.user.selectOptions(screen.getByRole('combobox', { name: `Statut : ${BOXES}` }), 'accepted')
    await app.user.click(screen.getByRole('button', { name: `Enregistrer : ${BOXES}` }))
    expect(await findToast('Impossible de modifier le produit')).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: `Retirer : ${BOXES}` }))
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, retirer le produit' }),
    )
    expect(await findToast('Impossible de supprimer le produit')).toBeInTheDocument()
  })

  it('accepts the whole order: toast, read-only order, and one order fewer in the badge', async () => {
    const { app, serverOrder } = await openOrder()
    const badgeLink = within(screen.getByRole('navigation', { name: 'Espace client' })).getByRole('link', {
      name: /^Commandes à valider/,
    })
    await waitFor(() => expect(badgeLink).toHaveAccessibleName('Commandes à valider, 3 commandes en attente'))
    await app.user.click(screen.getByRole('button', { name: 'Accepter la commande' }))
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Accepter la commande ?' })).getByRole('button', {
        name: 'Oui, accepter la commande',
      }),
    )
    expect(await findToast('Commande validée')).toBeInTheDocument()
    expect((await serverOrder()).status).toBe('validated')
    expect(await screen.findByText(/Cette commande n’attend plus de validation \(Validée\)/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accepter la commande' })).not.toBeInTheDocument()
    await waitFor(() => expect(badgeLink).toHaveAccessibleName('Commandes à valider, 2 commandes en attente'))
  })

  it('refuses the whole order after confirmation, and offers the copy', async () => {
    const { app, w, first, serverOrder } = await openOrder()
    await refuseOrder(app, 'Budget du mois dépassé')
    expect(await findToast('Commande refusée')).toBeInTheDocument()
    expect((await serverOrder()).status).toBe('refused')

    await app.user.click(screen.getByRole('button', { name: 'Copier la commande' }))
    expect(await findToast('2 produits copiés dans le panier.')).toBeInTheDocument()
    const headOfficeCart = v.parse(
      CartWire,
      await expectJson(api(live.app, w.tokens.validator).get('/api/carts/current')),
    )
    expect(headOfficeCart.lines).toHaveLength(2)
    expect(pathnameOf(app)).toBe(`/account/ordervalid/${first}`)
  })

  // The browser's old twin said "Commande refusée" here (decision 018). One accepted line makes the order
  // validated: the page shows the server's answer and history.
  it('validates the order when one line was accepted and the rest is refused', async () => {
    const { app, serverOrder } = await openOrder()
    await app.user.selectOptions(screen.getByRole('combobox', { name: `Statut : ${BAGS}` }), 'accepted')
    await app.user.click(screen.getByRole('button', { name: `Enregistrer : ${BAGS}` }))
    expect(await findToast('Produit modifié avec succès')).toBeInTheDocument()
    await refuseOrder(app, 'Budget du mois dépassé')
    expect(await findToast('Commande validée')).toBeInTheDocument()
    expect(await screen.findByText(/Cette commande n’attend plus de validation \(Validée\)/)).toBeInTheDocument()
    expect((await serverOrder()).status).toBe('validated')
    const history = screen.getByRole('region', { name: 'Historique' })
    const entries = within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent)
    expect(entries).toEqual([
      'Commande passée — 2 produits',
      // The history says the change in words.
      'Produit modifié — Sac kraft (Petit) : Produit accepté.',
      'Commande validée',
    ])
    expect(within(history).queryByText('Commande refusée')).not.toBeInTheDocument()
  })
})
