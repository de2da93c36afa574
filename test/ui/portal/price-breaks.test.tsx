import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { anOrder, fillCart } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { lineOf } from '../../support/portal-catalogue'
import { renderLiveApp } from '../support/render-live-app'
import { aCatalogueWithBreaks, macaronDelivery } from './price-breaks-world'

// Prices by quantity and delivery days in the portal, over the real server
// (docs/decisions/075-price-tiers-price-lists-lead-times.md): the screens write what the server computed.

const live = useLiveServer()

const boxes = 'Boîte à macarons, Petit format'
const estimated = 'Livraison estimée : '

/** A fresh brand with breaks on the small macaron box; its shop signed in, its cart filled by `lines`. */
async function aShopWithBreaks(
  lines: (w: Awaited<ReturnType<typeof aCatalogueWithBreaks>>) => ReturnType<typeof lineOf>[],
) {
  const w = await aCatalogueWithBreaks(live)
  const delivery = await macaronDelivery(live)
  const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
  const wanted = lines(w)
  if (wanted.length > 0) await fillCart(live, tokens.AccessToken, wanted)
  const open = (path: string) => renderLiveApp({ live, path, signedIn: { shop: tokens } })
  return { w, tokens, delivery, open }
}

function optionForm(productName: string, optionLabel: string): HTMLElement {
  const product = screen.getByRole('article', { name: productName })
  const form = within(product).getByText(optionLabel).closest('form')
  if (form === null) throw new Error(`no form for ${optionLabel}`)
  return form
}

function cartRow(productName: RegExp): HTMLElement {
  const table = screen.getByRole('table', { name: 'Produits du panier' })
  const row = within(table).getByRole('rowheader', { name: productName }).closest('tr')
  if (row === null) throw new Error('no such cart line')
  return row
}

const cell = (row: HTMLElement, label: string) => {
  const found = row.querySelector(`td[data-label="${label}"]`)
  if (!(found instanceof HTMLElement)) throw new Error(`no ${label} cell`)
  return found
}

describe('prices by quantity and delivery days in the catalogue', () => {
  it("lists an option's breaks under its price, and nothing for an option without any", async () => {
    const { open } = await aShopWithBreaks(() => [])
    open('/account/catalog')
    const small = await waitFor(() => optionForm('Boîte à macarons', 'Petit format'))
    const tiers = within(small).getByRole('list', { name: 'Prix par quantité' })
    const items = within(tiers).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/^dès 500 unités : 1,00\s€ HT$/)
    expect(items[1]).toHaveTextContent(/^dès 1\s000 unités : 0,90\s€ HT$/)
    const large = optionForm('Boîte à macarons', 'Grand format')
    expect(within(large).queryByRole('list', { name: 'Prix par quantité' })).not.toBeInTheDocument()
  })

  it('says when a product would be delivered, and nothing for a product without a production time', async () => {
    const { open, delivery } = await aShopWithBreaks(() => [])
    open('/account/catalog')
    const macarons = await screen.findByRole('article', { name: 'Boîte à macarons' })
    expect(within(macarons).getByText(delivery(`^${estimated}`))).toBeInTheDocument()
    const chocolates = screen.getByRole('article', { name: 'Coffret chocolats' })
    expect(chocolates).not.toHaveTextContent(/Livraison estimée/)
  })
})

describe('prices by quantity and delivery days in the cart', () => {
  it('shows the price applied, the next break and the server’s line total as the quantity changes', async () => {
    const { open } = await aShopWithBreaks((w) => [lineOf(w.products.macarons, 100)])
    const app = open('/panier')
    await screen.findByRole('heading', { level: 1, name: 'Mon panier' })
    let row = cartRow(/Boîte à macarons/)
    expect(cell(row, 'Prix unitaire HT')).toHaveTextContent(/^1,20\s€$/)
    expect(cell(row, 'Total HT')).toHaveTextContent(/^120,00\s€$/)
    // Plain text in the line, where a screen reader reads it with the quantity, not a tooltip.
    expect(within(row).getByText(/^Encore 400 unités pour passer à 1,00\s€ HT l’unité$/)).toBeInTheDocument()

    const quantity = screen.getByRole('spinbutton', { name: `Quantité : ${boxes}` })
    await app.user.clear(quantity)
    await app.user.type(quantity, '500')
    await app.user.click(screen.getByRole('button', { name: `Mettre à jour la quantité : ${boxes}` }))

    await waitFor(() => expect(cell(cartRow(/Boîte à macarons/), 'Total HT')).toHaveTextContent(/^500,00\s€$/))
    row = cartRow(/Boîte à macarons/)
    // The whole line at the break's price: 500 × 1,00 €, never 500 × 1,20 € computed in the browser.
    expect(cell(row, 'Prix unitaire HT')).toHaveTextContent(/^1,00\s€ HT l’unité\s*\(palier dès 500\)$/)
    expect(within(row).getByText(/^Encore 500 unités pour passer à 0,90\s€ HT l’unité$/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Totaux du panier' })).toHaveTextContent(/Total HT\s*500,00\s€/)

    await app.user.clear(quantity)
    await app.user.type(quantity, '1000')
    await app.user.click(screen.getByRole('button', { name: `Mettre à jour la quantité : ${boxes}` }))
    await waitFor(() => expect(cell(cartRow(/Boîte à macarons/), 'Total HT')).toHaveTextContent(/^900,00\s€$/))
    row = cartRow(/Boîte à macarons/)
    expect(cell(row, 'Prix unitaire HT')).toHaveTextContent(/^0,90\s€ HT l’unité\s*\(palier dès 1\s000\)$/)
    expect(within(row).queryByText(/pour passer à/)).not.toBeInTheDocument()
  })

  it('says when each line and the whole order would be delivered', async () => {
    const { open, delivery } = await aShopWithBreaks((w) => [
      lineOf(w.products.macarons, 100),
      lineOf(w.products.luxuryBag, 200),
    ])
    open('/panier')
    await screen.findByRole('heading', { level: 1, name: 'Mon panier' })
    expect(within(cartRow(/Boîte à macarons/)).getByText(delivery(`^${estimated}`))).toBeInTheDocument()
    // The bag has no production time: its line promises nothing, and the order waits for the box.
    expect(cartRow(/Sac papier luxe/)).not.toHaveTextContent(/Livraison estimée/)
    expect(within(cartRow(/Sac papier luxe/)).queryByText(/pour passer à/)).not.toBeInTheDocument()
    const lines = screen.getByRole('table', { name: 'Produits du panier' })
    const summary = screen.getAllByText(delivery(`^${estimated}`)).filter((text) => !lines.contains(text))
    expect(summary).toHaveLength(1)
  })
})

describe('the promised day on an order', () => {
  it('shows the day promised when the order was placed', async () => {
    const { w, tokens, open, delivery } = await aShopWithBreaks(() => [])
    const orderId = await anOrder(live, tokens.AccessToken, [lineOf(w.products.macarons, 500)])
    open(`/account/order/${orderId}`)
    const facts = await screen.findByLabelText('Informations de la commande')
    const promised = within(facts).getByText('Livraison promise').nextElementSibling
    expect(promised?.textContent).toMatch(delivery('^'))
    expect(screen.getByRole('region', { name: 'Totaux de la commande' })).toHaveTextContent(/Total HT\s*500,00\s€/)
  })

  it('promises nothing for an order whose products have no production time', async () => {
    const { w, tokens, open } = await aShopWithBreaks(() => [])
    const orderId = await anOrder(live, tokens.AccessToken, [lineOf(w.products.luxuryBag, 200)])
    open(`/account/order/${orderId}`)
    const facts = await screen.findByLabelText('Informations de la commande')
    expect(within(facts).queryByText('Livraison promise')).not.toBeInTheDocument()
  })
})
