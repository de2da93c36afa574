import { screen, waitFor, within } from '@testing-library/react'
import { inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../server/platform/db/schema-portal'
import { CartWire } from '../../../src/contract/portal/cart'
import type { OrderStatus } from '../../../src/domain/order-status'
import { api, expectJson } from '../../server/support/portal-http'
import { type LiveServer, useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, backOffice, type OrderWorld, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withNetworkFailure } from '../../support/live-server/wrapped-fetch'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// My orders and one order's page over the real server: each test has a brand and shops of its own.

const live = useLiveServer()

const STATUSES: OrderStatus[] = ['validated', 'delivered', 'shipped']

async function numbersOf(ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await live.db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, ids))
  return new Map(rows.map((row) => [row.id, row.number]))
}

/**
 * Twelve orders of shop B (10 coffrets each: 78,00 € TTC), one a day from 1 to 12 March, the
 * statuses turning validated, delivered, shipped; and one order of shop A, never shown to B.
 */
async function twelveOrders() {
  const w = await anOrderWorld(live)
  const placed: number[] = []
  for (let index = 0; index < 12; index += 1) {
    const id = await w.order(w.tokens.shopB, [w.boxLine(10)])
    await backOffice(live, id, { day: `2026-03-${String(index + 1).padStart(2, '0')}`, status: STATUSES[index % 3] })
    placed.push(id)
  }
  const other = await w.order(w.tokens.shopA, [w.boxLine(10)])
  const numbers = await numbersOf([...placed, other])
  const number = (id: number | undefined) => numbers.get(id ?? 0) ?? 'unknown'
  return { w, placed, other, number }
}

type OpenOptions = {
  readonly path: string
  readonly shop: { identifiant: string }
  readonly failing?: (call: { method: string; path: string }) => boolean
}

async function open(options: OpenOptions) {
  const tokens = await live.loginShop(options.shop.identifiant, SHOP_PASSWORD)
  const server: LiveServer = options.failing === undefined ? live : withNetworkFailure(live, options.failing)
  return renderLiveApp({ live: server, path: options.path, signedIn: { shop: tokens } })
}

function rows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Mes commandes' })
  return within(table).getAllByRole('row').slice(1)
}

describe('my orders (/account/order)', () => {
  it('lists the shop’s orders, newest first, with number, date, status and total TTC', async () => {
    const { w, placed, other, number } = await twelveOrders()
    await open({ path: '/account/order', shop: w.shopB })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })).toBeInTheDocument()
    expect(rows()).toHaveLength(10)
    const first = rows()[0]
    if (first === undefined) throw new Error('a first row')
    expect(within(first).getByRole('link', { name: number(placed[11]) })).toHaveAttribute(
      'href',
      `/account/order/${placed[11]}`,
    )
    expect(first).toHaveTextContent('12/03/2026')
    expect(first).toHaveTextContent('Expédiée')
    expect(first).toHaveTextContent(/78,00\s€/)
    expect(screen.queryByText(number(other))).not.toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('pages through the list', async () => {
    const { w, placed, number } = await twelveOrders()
    const app = await open({ path: '/account/order', shop: w.shopB })
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })
    expect(screen.getByText(/12 commandes — page 1 sur 2/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled()
    await app.user.click(screen.getByRole('button', { name: 'Page suivante' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByRole('link', { name: number(placed[0]) })).toBeInTheDocument()
    expect(app.router.state.location.search).toMatchObject({ page: 2 })

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Par page' }), '20')
    await waitFor(() => expect(rows()).toHaveLength(12))
  })

  it('filters by status and by date range, and says when nothing matches', async () => {
    const { w } = await twelveOrders()
    const app = await open({ path: '/account/order', shop: w.shopB })
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
    const { w, placed, number } = await twelveOrders()
    const app = await open({ path: '/account/order', shop: w.shopB })
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })
    await app.user.click(within(screen.getByRole('columnheader', { name: /Numéro/ })).getByRole('button'))
    await waitFor(() =>
      expect(within(rows()[0] ?? document.body).getByRole('link')).toHaveTextContent(number(placed[0])),
    )
    expect(screen.getByRole('columnheader', { name: /Numéro/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('invites a shop without orders to the catalogue', async () => {
    const w = await anOrderWorld(live)
    await open({ path: '/account/order', shop: w.shopB })
    expect(await screen.findByText('Vous n’avez encore passé aucune commande.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Parcourir le catalogue' })).toHaveAttribute('href', '/account/catalog')
  })

  it("says 'Impossible de lister les commandes' when the list cannot load", async () => {
    const w = await anOrderWorld(live)
    await open({
      path: '/account/order',
      shop: w.shopB,
      failing: (call) => call.method === 'GET' && call.path === '/api/carts',
    })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Impossible de lister les commandes',
    )
  })
})

/** Shop B's validated order: 200 small bags and 20 coffrets (180,00 € HT), PO-42, and shop A's order. */
async function detailWorld() {
  const w: OrderWorld = await anOrderWorld(live)
  const details = { deliveryShopId: w.shopB.id, referencePo: 'PO-42', comment: 'Quai n° 3' }
  const orderId = await w.order(w.tokens.shopB, [w.bagLine(200), w.boxLine(20)], details)
  const other = await w.order(w.tokens.shopA, [w.boxLine(10)])
  const number = (await numbersOf([orderId])).get(orderId) ?? 'unknown'
  return { w, orderId, other, number, heading: `Commande ${number}` }
}

describe('order detail (/account/order/{id})', () => {
  it('shows the lines, totals, franco and history, with a trail back to the list', async () => {
    const { w, orderId, heading } = await detailWorld()
    await open({ path: `/account/order/${orderId}`, shop: w.shopB })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    const lines = screen.getByRole('table', { name: 'Produits de la commande' })
    expect(within(lines).getAllByRole('row')).toHaveLength(3)
    expect(screen.getByRole('region', { name: 'Totaux de la commande' })).toHaveTextContent(/Total HT\s*180,00\s€/)
    expect(
      screen.getByText(/Franco de port non atteint : il manquait 280 unités ou 320,00\s€ HT\./),
    ).toBeInTheDocument()
    expect(screen.getByText('PO-42')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Historique' })).toBeInTheDocument()
    expect(screen.getByText('Commande passée')).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(within(trail).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/account/order')
  })

  it("copies the order into the cart: the server's message as a toast, and the cart badge refreshed", async () => {
    const { w, orderId, heading } = await detailWorld()
    const app = await open({ path: `/account/order/${orderId}`, shop: w.shopB })
    await screen.findByRole('heading', { level: 1, name: heading })
    const cart = screen.getByRole('link', { name: /^Mon panier/ })
    await waitFor(() => expect(cart).toHaveAccessibleName('Mon panier, 0 produits'))
    await app.user.click(screen.getByRole('button', { name: 'Copier la commande' }))
    expect(await screen.findByText('2 produits copiés dans le panier.')).toBeInTheDocument()
    await waitFor(() => expect(cart).toHaveAccessibleName('Mon panier, 2 produits'))
    const serverCart = v.parse(CartWire, await expectJson(api(live.app, w.tokens.shopB).get('/api/carts/current')))
    expect(serverCart.lines).toHaveLength(2)
  })

  it("says 'Impossible de copier la commande' when the copy fails", async () => {
    const { w, orderId, heading } = await detailWorld()
    const app = await open({
      path: `/account/order/${orderId}`,
      shop: w.shopB,
      failing: (call) => call.path.startsWith('/api/orders/copy/'),
    })
    await screen.findByRole('heading', { level: 1, name: heading })
    await app.user.click(screen.getByRole('button', { name: 'Copier la commande' }))
    expect(await screen.findByText('Impossible de copier la commande')).toBeInTheDocument()
  })

  it("says 'Impossible de récupérer les informations de la commande' for an order it cannot read", async () => {
    const { w, other } = await detailWorld()
    const app = await open({ path: `/account/order/${other}`, shop: w.shopB })
    const alert = await within(await screen.findByRole('main')).findByRole('alert')
    expect(alert).toHaveTextContent('Impossible de récupérer les informations de la commande')
    expect(alert).toHaveTextContent('Ressource introuvable.')
    expect(pathnameOf(app)).toBe(`/account/order/${other}`)
  })
})
