import { screen, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../server/platform/db/schema-portal'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { anOrder } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue, lineOf } from '../../support/portal-catalogue'
import { renderLiveApp } from '../support/render-live-app'

// A confirmation page thanks the shop only for an order that exists, is its own,
// and stands in the state the page announces; it shows what was ordered.

const live = useLiveServer()

async function ordered(as: 'shop' | 'validated') {
  const w = await aShopCatalogue(live.db)
  const tokens = await live.loginShop(w[as].identifiant, DEFAULT_PASSWORD)
  const orderId = await anOrder(live, tokens.AccessToken, [lineOf(w.products.macarons, 150)])
  const [order] = await live.db.select().from(orders).where(eq(orders.id, orderId))
  const open = (path: string) => renderLiveApp({ live, path, signedIn: { shop: tokens } })
  return { ...w, orderId, number: order?.number ?? '?', open }
}

describe('the confirmation pages (defect 8)', () => {
  it('recaps a confirmed order: number, lines, total TTC, delivery and PO reference', async () => {
    const { orderId, number, open, shop } = await ordered('shop')
    open(`/panier/confirm/${orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeInTheDocument()
    const recap = await screen.findByRole('region', { name: 'Récapitulatif' })
    expect(recap).toHaveTextContent(`Numéro de commande : ${number}`)
    expect(within(recap).getByRole('list', { name: 'Produits commandés' })).toHaveTextContent(
      /Boîte à macarons, Petit format.*150 ×/,
    )
    expect(recap).toHaveTextContent(/Total TTC\s*\d[\d\s]*,\d\d\s€/)
    expect(recap).toHaveTextContent(`Livraison${shop.name}`)
    expect(recap).toHaveTextContent('Référence de commandeAucune')
  })

  it('does not thank the shop for a refused order', async () => {
    const { orderId, number, open } = await ordered('shop')
    await live.db.update(orders).set({ status: 'refused' }).where(eq(orders.id, orderId))
    open(`/panier/confirm/${orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${number}` })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      `La commande ${number} n’est pas une commande validée : son statut est « Refusée ».`,
    )
    expect(screen.queryByText(/Merci/)).toBeNull()
  })

  it('says an order that does not exist is not found', async () => {
    const { open } = await ordered('shop')
    open('/panier/confirm/99999')
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Commande introuvable : elle n’existe pas')
    expect(screen.queryByText(/Merci/)).toBeNull()
  })

  it('announces a request only for an order awaiting validation', async () => {
    const pending = await ordered('validated')
    pending.open(`/panier/request/${pending.orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de commande envoyée' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Récapitulatif' })).toHaveTextContent(pending.number)
  })

  it('does not announce a request for an order that needed none', async () => {
    const { orderId, number, open } = await ordered('shop')
    open(`/panier/request/${orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${number}` })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'n’est pas en attente de validation : son statut est « Validée ».',
    )
  })
})
