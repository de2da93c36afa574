import { screen, waitFor, within } from '@testing-library/react'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orders } from '../../../server/platform/db/schema-portal'
import { MOVE_MESSAGES } from '../../../src/domain/order-moves'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, backOffice, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The orders screens of the e-commerce back office over the real server: each test places orders of
// its own, in a fresh brand (anOrderWorld), and filters the list on that brand.

const live = useLiveServer()

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

const ordersTable = () => screen.getByRole('table', { name: 'Liste des commandes' })
const dataRows = () => within(ordersTable()).getAllByRole('row').slice(1)
// The first cell holds the selection checkbox; the number is the second.
const numbers = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>
const numberOf = async (orderId: number) => {
  const [row] = await live.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId))
  if (row === undefined) throw new Error(`order ${orderId} not found`)
  return row.number
}

/** A brand of its own with three orders of Boutique B (ordered without validation): 50 €, 200 € and 100 € HT. */
async function threeOrders() {
  const w = await anOrderWorld(live)
  const token = w.tokens.shopB
  const small = await w.order(token, [w.bagLine(100)])
  const large = await w.order(token, [w.boxLine(50)])
  const middle = await w.order(token, [w.bagLine(200)])
  await backOffice(live, large, { status: 'shipped' })
  return { w, small, middle, large }
}

describe('the orders list', () => {
  it('renders the server’s rows; a sort and a status filter change the address and the rows', async () => {
    const { w, small, middle, large } = await threeOrders()
    const app = await openAsAdmin(`/backoffice/order?brand_id=${w.brand.id}&sort=total_ttc&order=asc`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument()
    const [smallNo, middleNo, largeNo] = await Promise.all([numberOf(small), numberOf(middle), numberOf(large)])
    await waitFor(() => expect(numbers()).toEqual([smallNo, middleNo, largeNo]))
    expect(screen.getByRole('columnheader', { name: /Total TTC/ })).toHaveAttribute('aria-sort', 'ascending')
    const largeRow = dataRows()[2]!
    expect(within(largeRow).getByText('Expédiée')).toBeInTheDocument()
    expect(within(largeRow).getByText('Boutique B')).toBeInTheDocument()
    expect(within(largeRow).getByRole('link', { name: largeNo })).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: /^Total TTC/ }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ sort: 'total_ttc', order: 'desc' }))
    await waitFor(() => expect(numbers()).toEqual([largeNo, middleNo, smallNo]))

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Validée')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ status: 'validated', brand_id: String(w.brand.id) }))
    await waitFor(() => expect(numbers()).toEqual([middleNo, smallNo]))
    expect(screen.getByText('2 résultats — page 1 sur 1')).toBeInTheDocument()
  })

  it('moves the selected orders after confirmation, and says which ones were refused', async () => {
    const { w, small, large } = await threeOrders()
    const [smallNo, largeNo] = await Promise.all([numberOf(small), numberOf(large)])
    const app = await openAsAdmin(`/backoffice/order?brand_id=${w.brand.id}&sort=total_ttc&order=asc`)
    await waitFor(() => expect(numbers()).toHaveLength(3))

    await app.user.click(screen.getByRole('checkbox', { name: `Sélectionner la ligne ${small}` }))
    await app.user.click(screen.getByRole('checkbox', { name: `Sélectionner la ligne ${large}` }))
    await app.user.click(screen.getByRole('button', { name: 'Passer en fabrication' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/au statut « En fabrication » \?/)).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Passer en fabrication' }))

    const summary = new RegExp(`^1 commande passée au statut « En fabrication » ; 1 refusée\\..*${largeNo}`)
    expect(await screen.findByText(summary)).toBeInTheDocument()
    const stored = await live.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [small, large]))
    expect(Object.fromEntries(stored.map((row) => [row.id, row.status]))).toMatchObject({
      [small]: 'in_production',
      [large]: 'shipped',
    })
    await waitFor(() => expect(within(dataRows()[0]!).getByText('En fabrication')).toBeInTheDocument())
    expect(numbers()[0]).toBe(smallNo)
  })
})

describe('the shop filter and the export', () => {
  // Restored one by one: restoreAllMocks would also undo the console.error guard of the setup file.
  const spies: { mockRestore: () => void }[] = []
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore()
  })

  it('offers the shops of the chosen brand, and exports only the filtered orders', async () => {
    const w = await anOrderWorld(live)
    const mine = await w.order(w.tokens.shopB, [w.bagLine(100)])
    const theirs = await w.order(w.tokens.validator, [w.bagLine(150)])
    const [mineNo, theirsNo] = await Promise.all([numberOf(mine), numberOf(theirs)])
    const app = await openAsAdmin(`/backoffice/order?brand_id=${w.brand.id}`)
    await waitFor(() => expect(numbers()).toHaveLength(2))

    const shopFilter = await screen.findByRole('combobox', { name: 'Magasin' })
    expect(
      within(shopFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Boutique A', 'Boutique B', 'Siège']))
    await app.user.selectOptions(shopFilter, 'Boutique B')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ shop_id: String(w.shopB.id) }))
    await waitFor(() => expect(numbers()).toEqual([mineNo]))

    const files: Blob[] = []
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
        files.push(file as Blob)
        return 'blob:commandes'
      }),
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
      // jsdom does not download: the link's click is what a browser would follow.
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {}),
    )
    await app.user.click(screen.getByRole('button', { name: 'Exporter en CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    const csv = await files[0]!.text()
    expect(csv).toContain(mineNo)
    expect(csv).not.toContain(theirsNo)
  })
})

describe('an order’s page', () => {
  it('shows lines, totals and timeline; a confirmed move changes the status, for the shop too', async () => {
    const w = await anOrderWorld(live)
    const orderId = await w.order(w.tokens.shopB, [w.bagLine(100), w.boxLine(10)], {
      deliveryShopId: w.shopB.id,
      referencePo: 'PO-4512',
      comment: 'Livrer le matin',
    })
    const number = await numberOf(orderId)
    const app = await openAsAdmin(`/backoffice/order/details/${orderId}`)

    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${number}` })).toBeInTheDocument()
    const lines = screen.getByRole('table', { name: `Lignes de la commande ${number}` })
    expect(within(lines).getByRole('rowheader', { name: 'Sac kraft' })).toBeInTheDocument()
    const boxRow = /Coffret aimanté.*COF-AIM.*Noir.*4,00\s€.*10.*40,00\s€/
    expect(within(lines).getByRole('row', { name: boxRow })).toBeInTheDocument()
    const totals = screen.getByRole('region', { name: 'Totaux' })
    // 100 × 0,50 € + 10 × 4,00 € = 90,00 € HT, below the franco: 25,00 € shipping, VAT 20 % on both.
    expect(within(totals).getByText(/^90,00\s€$/)).toBeInTheDocument()
    expect(within(totals).getByText(/^25,00\s€$/)).toBeInTheDocument()
    expect(within(totals).getByText(/^23,00\s€$/)).toBeInTheDocument()
    expect(within(totals).getByText(/^138,00\s€$/)).toBeInTheDocument()
    expect(screen.getByText('PO-4512')).toBeInTheDocument()
    expect(screen.getByText('Livrer le matin')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument()
    const timeline = screen.getByRole('list', { name: 'Évènements de la commande' })
    const eventsBefore = within(timeline).queryAllByRole('listitem').length
    expect(screen.getByText('Validée', { selector: 'span' })).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: 'Passer en fabrication' }))
    const dialog = await screen.findByRole('alertdialog')
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect((await live.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('validated')

    await app.user.click(screen.getByRole('button', { name: 'Passer en fabrication' }))
    const confirm = await screen.findByRole('alertdialog')
    await app.user.click(within(confirm).getByRole('button', { name: 'Passer en fabrication' }))
    expect(await screen.findByText('La commande est passée au statut « En fabrication ».')).toBeInTheDocument()
    expect(await screen.findByText('En fabrication', { selector: 'span' })).toBeInTheDocument()
    const events = within(screen.getByRole('list', { name: 'Évènements de la commande' })).getAllByRole('listitem')
    expect(events).toHaveLength(eventsBefore + 1)
    expect(events.at(-1)).toHaveTextContent('Statut modifié — Validée → En fabrication')
    // The next step is offered now; the one just made is not.
    expect(screen.getByRole('button', { name: 'Marquer expédiée' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Passer en fabrication' })).not.toBeInTheDocument()
    expect(pathnameOf(app)).toBe(`/backoffice/order/details/${orderId}`)

    const shop = await live.loginShop(w.shopB.identifiant, SHOP_PASSWORD)
    const seen = await live.fetch(`${LIVE_API.portalUrl}/api/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${shop.AccessToken}` },
    })
    expect(seen.status).toBe(200)
    expect(await seen.json()).toMatchObject({ id: orderId, status: 'in_production', status_label: 'En fabrication' })
  })

  it('asks for a reason to cancel: the server’s field error under it, then the order is cancelled', async () => {
    const w = await anOrderWorld(live)
    const orderId = await w.order(w.tokens.shopB, [w.bagLine(100)])
    const app = await openAsAdmin(`/backoffice/order/details/${orderId}`)

    await app.user.click(await screen.findByRole('button', { name: 'Annuler la commande' }))
    const dialog = await screen.findByRole('dialog')
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }))
    const reason = within(dialog).getByLabelText(/Motif de l’annulation/)
    await waitFor(() => expect(reason).toHaveAccessibleDescription(MOVE_MESSAGES.reasonRequired))
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect((await live.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('validated')

    await app.user.type(reason, 'Doublon de la commande précédente')
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }))
    expect(await screen.findByText('La commande est passée au statut « Annulée ».')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Annulée', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText(/Doublon de la commande précédente/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Changer le statut' })).not.toBeInTheDocument()
    expect((await live.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('cancelled')
  })
})
