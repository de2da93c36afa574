import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, expectJson } from '../../server/support/portal-http'
import { useLiveServer } from '../../support/live-server/live-server'
import { listRows, openAs, validationWorld } from './validation-world'

// "Commandes à valider": several orders accepted at once (decision 074), over the real server.

const live = useLiveServer()

async function openList() {
  const world = await validationWorld(live)
  const app = await openAs(live, '/account/ordervalid', { shop: world.w.validator })
  await screen.findByRole('heading', { level: 1, name: 'Commandes à valider' })
  const badge = within(screen.getByRole('navigation', { name: 'Espace client' })).getByRole('link', {
    name: /^Commandes à valider/,
  })
  return { ...world, app, badge }
}

const box = (number: string) => screen.getByRole('checkbox', { name: `Sélectionner la commande ${number}` })
const acceptButton = () => screen.getByRole('button', { name: /^Accepter la sélection/ })

describe('accepting several orders at once', () => {
  it('ticks rows one by one or the whole page, asks, accepts, and says what became of each', async () => {
    const { app, badge, first, second, third, numberOf, serverOrder } = await openList()
    const [one, two, three] = [await numberOf(first), await numberOf(second), await numberOf(third)]
    expect(acceptButton()).toHaveAccessibleName('Accepter la sélection (0)')
    expect(acceptButton()).toBeDisabled()

    await app.user.click(box(one))
    expect(acceptButton()).toHaveAccessibleName('Accepter la sélection (1)')
    const all = screen.getByRole('checkbox', { name: 'Sélectionner toutes les commandes de cette page' })
    await app.user.click(all)
    for (const number of [one, two, three]) expect(box(number)).toBeChecked()
    expect(acceptButton()).toHaveAccessibleName('Accepter la sélection (3)')
    // By keyboard: the space bar unticks a row.
    box(three).focus()
    await app.user.keyboard(' ')
    expect(box(three)).not.toBeChecked()
    expect(all).toBePartiallyChecked()

    // The results read in the list's order.
    const ticked = listRows()
      .map((row) => within(row).getByRole('rowheader').textContent ?? '')
      .filter((number) => number !== three)
    await app.user.click(acceptButton())
    const dialog = await screen.findByRole('alertdialog', { name: 'Accepter les commandes sélectionnées ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Oui, accepter la sélection' }))

    const report = await screen.findByRole('list', { name: 'Résultat de l’acceptation' })
    expect(report.closest('[role="status"]')).not.toBeNull()
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(ticked.map((number) => `Commande ${number} : acceptée`))
    await waitFor(() => expect(report).toHaveFocus())
    expect((await serverOrder(first)).status).toBe('validated')
    expect((await serverOrder(second)).status).toBe('validated')
    expect((await serverOrder(third)).status).toBe('pending_validation')
    await waitFor(() => expect(listRows()).toHaveLength(1))
    await waitFor(() => expect(badge).toHaveAccessibleName('Commandes à valider, 1 commande en attente'))
  })

  it('tells the order that could not be accepted, and accepts the others', async () => {
    const { app, w, first, second, numberOf, serverOrder } = await openList()
    await app.user.click(box(await numberOf(first)))
    await app.user.click(box(await numberOf(second)))
    // Meanwhile, in another tab, the head office refuses the first one.
    await expectJson(
      api(live.app, w.tokens.validator).put(`/api/orders/validations/decide/${first}`, {
        statut: 'refused',
        reason: 'Doublon',
      }),
    )
    await app.user.click(acceptButton())
    const dialog = await screen.findByRole('alertdialog')
    await app.user.click(within(dialog).getByRole('button', { name: 'Oui, accepter la sélection' }))
    const report = await screen.findByRole('list', { name: 'Résultat de l’acceptation' })
    const items = within(report)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toHaveLength(2)
    expect(items).toContain(`Commande n° ${first} : Commande introuvable, ou déjà traitée.`)
    expect(items).toContain(`Commande ${await numberOf(second)} : acceptée`)
    expect((await serverOrder(first)).status).toBe('refused')
    expect((await serverOrder(second)).status).toBe('validated')
  })
})
