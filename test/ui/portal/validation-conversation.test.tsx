import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { findToast } from '../support/toasts'
import { BAGS, BOXES, openOrder, refuseOrder } from './validation-world'

// The head office's validation page talks to the shop (decision 074): a refusal says why, an acceptance is
// confirmed, a comment is added. Over the real server, a brand of its own per test.

const live = useLiveServer()

const NO_CALL = 'no call reached the server'

describe('refusing a line asks its reason', () => {
  it('opens a dialog on the reason field, refuses an empty one beside it, then sends it', async () => {
    const { app, serverLine, serverOrder } = await openOrder(live)
    const status = screen.getByRole('combobox', { name: `Statut : ${BOXES}` })
    await app.user.selectOptions(status, 'refused')
    await app.user.click(screen.getByRole('button', { name: `Enregistrer : ${BOXES}` }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser ce produit ?' })
    const reason = within(dialog).getByRole('textbox', { name: 'Motif du refus' })
    await waitFor(() => expect(reason).toHaveFocus())
    expect(within(dialog).getByText('0 / 500 caractères')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Refuser le produit' }))
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Indiquez le motif du refus.'))
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveFocus()
    expect((await serverLine(BOXES))?.status, NO_CALL).toBe('pending')

    await app.user.type(reason, 'Hors budget')
    expect(within(dialog).getByText('11 / 500 caractères')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Refuser le produit' }))
    expect(await findToast('Produit modifié avec succès')).toBeInTheDocument()
    expect((await serverLine(BOXES))?.status).toBe('refused')
    expect((await serverOrder()).events.at(-1)?.reason).toBe('Hors budget')
    // Focus comes back to the row (its "Enregistrer" is disabled once saved: the status it changed).
    await waitFor(() => expect(screen.getByRole('combobox', { name: `Statut : ${BOXES}` })).toHaveFocus())
    expect(within(screen.getByRole('region', { name: 'Historique' })).getByText('Motif : Hors budget')).toBeVisible()
  })

  it('gives focus back to the row’s button when cancelled, and sends nothing', async () => {
    const { app, serverLine } = await openOrder(live)
    await app.user.selectOptions(screen.getByRole('combobox', { name: `Statut : ${BAGS}` }), 'refused')
    const save = screen.getByRole('button', { name: `Enregistrer : ${BAGS}` })
    await app.user.click(save)
    await screen.findByRole('alertdialog', { name: 'Refuser ce produit ?' })
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(save).toHaveFocus())
    expect((await serverLine(BAGS))?.status, NO_CALL).toBe('pending')
  })
})

describe('deciding on the whole order', () => {
  it('refuses the order only with a reason, which the history keeps', async () => {
    const { app, serverOrder } = await openOrder(live)
    await app.user.click(screen.getByRole('button', { name: 'Refuser la commande' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la commande ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Oui, refuser la commande' }))
    expect(within(dialog).getByText('Indiquez le motif du refus.')).toBeInTheDocument()
    expect((await serverOrder()).status, NO_CALL).toBe('pending_validation')
    await app.user.keyboard('{Escape}')

    await refuseOrder(app, 'Commande en double')
    expect(await findToast('Commande refusée')).toBeInTheDocument()
    const order = await serverOrder()
    expect(order.status).toBe('refused')
    expect(order.events.at(-1)).toMatchObject({ action: 'Commande refusée', reason: 'Commande en double' })
    // The decision's buttons are gone: focus goes to the sentence that replaces them, not to the page.
    await waitFor(() => expect(screen.getByText(/Cette commande n’attend plus de validation/)).toHaveFocus())
  })

  it('asks before accepting the order, and accepts nothing when cancelled', async () => {
    const { app, serverOrder } = await openOrder(live)
    const accept = screen.getByRole('button', { name: 'Accepter la commande' })
    await app.user.click(accept)
    const dialog = await screen.findByRole('alertdialog', { name: 'Accepter la commande ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(accept).toHaveFocus())
    expect((await serverOrder()).status, NO_CALL).toBe('pending_validation')
  })
})

describe('"Commentaire pour le magasin"', () => {
  it('adds the comment to the order, refusing an empty one beside the field', async () => {
    const { app, serverOrder } = await openOrder(live)
    const field = screen.getByRole('textbox', { name: 'Commentaire pour le magasin' })
    const add = screen.getByRole('button', { name: 'Ajouter le commentaire' })
    await app.user.click(add)
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Écrivez un commentaire.'))
    expect(field).toHaveFocus()

    await app.user.type(field, 'Livraison groupée jeudi')
    await app.user.click(add)
    expect(await findToast('Commentaire ajouté')).toBeInTheDocument()
    expect((await serverOrder()).events.at(-1)).toMatchObject({
      action: 'Commentaire du siège',
      detail: 'Livraison groupée jeudi',
    })
    await waitFor(() => expect(field).toHaveValue(''))
    expect(
      within(screen.getByRole('region', { name: 'Historique' })).getByText(/Livraison groupée jeudi/),
    ).toBeInTheDocument()
  })
})
