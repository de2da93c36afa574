import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines, orders, products as productRows } from '../../../server/platform/db/schema-portal'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { anOrder, fillCart } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue, lineOf, serverCart } from '../../support/portal-catalogue'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// What the cart page shows is what gets ordered (decision 043), and a cart ordered from
// another tab is said and reloaded, never ordered twice (defect 9).

const live = useLiveServer()
const boxes = 'Boîte à macarons, Petit format'

async function openCart() {
  const w = await aShopCatalogue(live.db)
  const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
  await fillCart(live, tokens.AccessToken, [lineOf(w.products.macarons, 600)])
  const app = renderLiveApp({ live, path: '/panier', signedIn: { shop: tokens } })
  await screen.findByRole('heading', { level: 1, name: 'Mon panier' })
  const placedOrders = () => live.db.select().from(orders).where(eq(orders.shopId, w.shop.id))
  return { ...w, app, tokens, placedOrders }
}

async function typeQuantity(app: Awaited<ReturnType<typeof openCart>>['app'], quantity: string) {
  const field = screen.getByRole('spinbutton', { name: `Quantité : ${boxes}` })
  await app.user.clear(field)
  await app.user.type(field, quantity)
}

describe('a quantity typed without "Mettre à jour" (defect 4)', () => {
  it('is the quantity ordered', async () => {
    const { app, placedOrders } = await openCart()
    await typeQuantity(app, '700')
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeInTheDocument()
    const [order] = await placedOrders()
    const lines = await live.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0))
    expect(lines.map((line) => line.quantity)).toEqual([700])
  })

  it('stops the order with its rule when it breaks it', async () => {
    const { app, placedOrders, tokens } = await openCart()
    await typeQuantity(app, '730')
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    const form = screen.getByRole('form', { name: 'Livraison et validation' })
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `${boxes} : La quantité doit être un multiple de 50.`,
    )
    expect(await placedOrders()).toEqual([])
    expect(pathnameOf(app)).toBe('/panier')
    expect((await serverCart(live, tokens.AccessToken)).lines.map((line) => line.quantity)).toEqual([600])
  })
})

describe('a cart ordered from another tab (defect 9)', () => {
  it('says so, reloads the cart and orders nothing more', async () => {
    const { app, placedOrders, tokens, products } = await openCart()
    // The other tab orders this cart, then starts a new one.
    await anOrder(live, tokens.AccessToken, [])
    await fillCart(live, tokens.AccessToken, [lineOf(products.luxuryBag, 100)])
    await typeQuantity(app, '700')
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    const main = screen.getByRole('main')
    expect(await within(main).findByText(/Commande déjà traitée/)).toBeInTheDocument()
    // The page now shows the new cart, untouched by this stale page.
    expect(await within(main).findByRole('rowheader', { name: /Sac papier luxe/ })).toBeInTheDocument()
    expect(within(main).queryByRole('rowheader', { name: /Boîte à macarons/ })).toBeNull()
    expect(await placedOrders()).toHaveLength(1)
    const fresh = await serverCart(live, tokens.AccessToken)
    expect(fresh.lines.map((line) => [line.product.name, line.quantity])).toEqual([['Sac papier luxe', 100]])
    await waitFor(() => expect(screen.getByRole('link', { name: /Mon panier/ })).toHaveTextContent('1'))
  })
})

describe('the cart lines (thumbnails)', () => {
  it("show the product's image from the back office", async () => {
    const w = await aShopCatalogue(live.db)
    const url = '/media/boite-macarons.webp'
    await live.db.update(productRows).set({ imageUrl: url }).where(eq(productRows.id, w.products.macarons.id))
    const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
    await fillCart(live, tokens.AccessToken, [lineOf(w.products.macarons, 100), lineOf(w.products.luxuryBag, 100)])
    renderLiveApp({ live, path: '/panier', signedIn: { shop: tokens } })
    const macarons = await screen.findByRole('rowheader', { name: /Boîte à macarons/ })
    expect(macarons.querySelector('img')).toHaveAttribute('src', url)
    expect(screen.getByRole('rowheader', { name: /Sac papier luxe/ }).querySelector('img')).toBeNull()
  })
})
