import { screen, waitFor, within } from '@testing-library/react'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '../../src/domain/order-status'
import type { PortalWorld } from '../../src/infrastructure/portal/portal-world.memory'
import { failingOrders, orderGatewayWith, unreachable } from './support/failing-gateways'
import { aPortalSeed, anOrder, anOrderLine, bottleCase, giftBox, LYON, PARIS } from './support/portal-builders'
import { currentPath, renderApp } from './support/render-app'

const STATUSES: OrderStatus[] = ['validated', 'delivered', 'shipped']

/** Twelve orders of Paris, one a day from 1 to 12 March, the statuses turning; one of Lyon. */
const twelveOrders = aPortalSeed({
  orders: [
    ...Array.from({ length: 12 }, (_, index) =>
      anOrder({ id: index + 1, status: STATUSES[index % 3], createdAt: `2026-03-${String(index + 1).padStart(2, '0')}T10:00:00.000Z` }),
    ),
    anOrder({ id: 99, shopId: LYON }),
  ],
})

function rows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Mes commandes' })
  return within(table).getAllByRole('row').slice(1)
}

describe('my orders (/account/order)', () => {
  it('lists the shop’s orders, newest first, with number, date, status and total TTC', async () => {
    renderApp({ path: '/account/order', signedInAs: PARIS, portal: twelveOrders })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })).toBeInTheDocument()
    expect(rows()).toHaveLength(10)
    const first = rows()[0]
    if (first === undefined) throw new Error('a first row')
    expect(within(first).getByRole('link', { name: 'CMD-2026-00012' })).toHaveAttribute('href', '/account/order/12')
    expect(first).toHaveTextContent('12/03/2026')
    expect(first).toHaveTextContent('Expédiée')
    expect(first).toHaveTextContent(/318,00\s€/)
    expect(screen.queryByText('CMD-2026-00099')).not.toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('pages through the list', async () => {
    const app = renderApp({ path: '/account/order', signedInAs: PARIS, portal: twelveOrders })
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })
    expect(screen.getByText(/12 commandes — page 1 sur 2/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled()
    await app.user.click(screen.getByRole('button', { name: 'Page suivante' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByRole('link', { name: 'CMD-2026-00001' })).toBeInTheDocument()
    expect(app.router.state.location.search).toMatchObject({ page: 2 })

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Par page' }), '20')
    await waitFor(() => expect(rows()).toHaveLength(12))
  })

  it('filters by status and by date range, and says when nothing matches', async () => {
    const app = renderApp({ path: '/account/order', signedInAs: PARIS, portal: twelveOrders })
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'delivered')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(rows()).toHaveLength(4))
    for (const row of rows()) expect(row).toHaveTextContent('Livrée')

    await app.user.type(screen.getByLabelText('Du'), '2026-03-04')
    await app.user.type(screen.getByLabelText('Au'), '2026-03-08')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(app.router.state.location.search).toMatchObject({ statut: 'delivered', du: '2026-03-04', au: '2026-03-08' })

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'cancelled')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    expect(await screen.findByText('Aucune commande ne correspond à ces filtres.')).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: 'Réinitialiser' }))
    await waitFor(() => expect(rows()).toHaveLength(10))
  })

  it('sorts by a column header', async () => {
    const app = renderApp({ path: '/account/order', signedInAs: PARIS, portal: twelveOrders })
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })
    await app.user.click(within(screen.getByRole('columnheader', { name: /Numéro/ })).getByRole('button'))
    await waitFor(() => expect(within(rows()[0] ?? document.body).getByRole('link')).toHaveTextContent('CMD-2026-00001'))
    expect(screen.getByRole('columnheader', { name: /Numéro/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('invites a shop without orders to the catalogue', async () => {
    renderApp({ path: '/account/order', signedInAs: LYON })
    expect(await screen.findByText('Vous n’avez encore passé aucune commande.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Parcourir le catalogue' })).toHaveAttribute('href', '/account/catalog')
  })

  it("says 'Impossible de lister les commandes' when the list cannot load", async () => {
    renderApp({ path: '/account/order', signedInAs: PARIS, portalOverride: failingOrders() })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent('Impossible de lister les commandes')
  })
})

const detailSeed = aPortalSeed({
  orders: [
    anOrder({
      id: 5,
      status: 'validated',
      referencePo: 'PO-42',
      comment: 'Quai n° 3',
      lines: [anOrderLine(51, giftBox, 200, 'accepted'), anOrderLine(52, bottleCase, 20, 'accepted')],
    }),
    anOrder({ id: 6, shopId: LYON }),
  ],
})

describe('order detail (/account/order/{id})', () => {
  it('shows the lines, totals, franco and history, with a trail back to the list', async () => {
    renderApp({ path: '/account/order/5', signedInAs: PARIS, portal: detailSeed })
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-00005' })).toBeInTheDocument()
    const lines = screen.getByRole('table', { name: 'Produits de la commande' })
    expect(within(lines).getAllByRole('row')).toHaveLength(3)
    expect(screen.getByRole('region', { name: 'Totaux de la commande' })).toHaveTextContent(/Total HT\s*300,00\s€/)
    expect(screen.getByText(/Franco de port non atteint : il manquait 280 unités ou 200,00\s€ HT\./)).toBeInTheDocument()
    expect(screen.getByText('PO-42')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Historique' })).toBeInTheDocument()
    expect(screen.getByText('Commande passée')).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(within(trail).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/account/order')
  })

  it("copies the order into the cart: the server's message as a toast, and the cart badge refreshed", async () => {
    const app = renderApp({ path: '/account/order/5', signedInAs: PARIS, portal: detailSeed })
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-00005' })
    const cart = screen.getByRole('link', { name: /^Mon panier/ })
    await waitFor(() => expect(cart).toHaveAccessibleName('Mon panier, 0 produits'))
    await app.user.click(screen.getByRole('button', { name: 'Copier la commande' }))
    expect(await screen.findByText('2 produits copiés dans le panier.')).toBeInTheDocument()
    await waitFor(() => expect(cart).toHaveAccessibleName('Mon panier, 2 produits'))
    expect(app.world.carts.get(PARIS)?.lines).toHaveLength(2)
  })

  it("says 'Impossible de copier la commande' when the copy fails", async () => {
    const app = renderApp({
      path: '/account/order/5',
      signedInAs: PARIS,
      portal: detailSeed,
      portalOverride: (world: PortalWorld) => orderGatewayWith(world, { copy: () => Effect.fail(unreachable()) }),
    })
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-00005' })
    await app.user.click(screen.getByRole('button', { name: 'Copier la commande' }))
    expect(await screen.findByText('Impossible de copier la commande')).toBeInTheDocument()
  })

  it("says 'Impossible de récupérer les informations de la commande' for an order it cannot read", async () => {
    const app = renderApp({ path: '/account/order/6', signedInAs: PARIS, portal: detailSeed })
    const alert = await within(await screen.findByRole('main')).findByRole('alert')
    expect(alert).toHaveTextContent('Impossible de récupérer les informations de la commande')
    expect(alert).toHaveTextContent('Ressource introuvable.')
    expect(currentPath(app)).toBe('/account/order/6')
  })
})
