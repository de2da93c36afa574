import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, products } from '../../../server/platform/db/schema-portal'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { fillCart } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { type FailingCalls, withNetworkFailure } from '../../support/live-server/wrapped-fetch'
import { aShopCatalogue, lineOf, serverCart } from '../../support/portal-catalogue'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The cart page over the real server: each test has a brand, shops and a cart of its own.

const live = useLiveServer()

type Who = 'shop' | 'validated' | 'headOffice'
type Filling = 'empty' | 'boxes' | 'boxes and bags'

type Options = {
  /** 'shop' orders directly, 'validated' through the head office, which may deliver to it. */
  readonly as?: Who
  readonly filling?: Filling
  /** Calls that end as a network failure instead of reaching the server. */
  readonly failing?: FailingCalls
}

/** A fresh brand; the shop's cart is filled through the API, then the page opens on it. */
async function openCart(options: Options = {}) {
  const { as = 'validated', filling = 'empty', failing } = options
  const w = await aShopCatalogue(live.db)
  const tokens = await live.loginShop(w[as].identifiant, DEFAULT_PASSWORD)
  const { macarons, luxuryBag } = w.products
  const lines = {
    empty: [],
    boxes: [lineOf(macarons, 100)],
    'boxes and bags': [lineOf(macarons, 100), lineOf(luxuryBag, 200)],
  }[filling]
  if (lines.length > 0) await fillCart(live, tokens.AccessToken, lines)
  const app = renderLiveApp({ live: withNetworkFailure(live, failing), path: '/panier', signedIn: { shop: tokens } })
  await screen.findByRole('heading', { level: 1, name: 'Mon panier' })
  const placedOrders = () => live.db.select().from(orders).where(eq(orders.shopId, w[as].id))
  return { ...w, app, serverCart: () => serverCart(live, tokens.AccessToken), placedOrders }
}

const boxes = 'Boîte à macarons, Petit format'
const meter = () => screen.getByRole('progressbar', { name: 'Progression vers le franco de port' })

describe('cart (/panier)', () => {
  it('shows an empty cart with a way to the catalogue', async () => {
    const { app } = await openCart()
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument()
    await app.user.click(screen.getByRole('link', { name: 'Parcourir le catalogue' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/catalog'))
  })

  it('shows the lines, the totals HT, shipping, VAT and TTC, and what franco still needs', async () => {
    await openCart({ filling: 'boxes' })
    const table = screen.getByRole('table', { name: 'Produits du panier' })
    expect(within(table).getByRole('rowheader', { name: /Boîte à macarons/ })).toBeInTheDocument()
    const totals = screen.getByRole('region', { name: 'Totaux du panier' })
    expect(totals).toHaveTextContent(/Total HT\s*120,00\s€/)
    expect(totals).toHaveTextContent(/Frais de port HT\s*25,00\s€/)
    expect(totals).toHaveTextContent(/TVA \(20 %\)\s*29,00\s€/)
    expect(totals).toHaveTextContent(/Total TTC\s*174,00\s€/)
    expect(
      screen.getByText(/Encore 400 unités ou 380,00\s€ HT pour bénéficier du franco de port\./),
    ).toBeInTheDocument()
    expect(meter()).toHaveAttribute('aria-valuenow', '24')
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Mon panier')
  })

  it('moves the franco meter when a line changes, and refuses a quantity off the rule', async () => {
    const { app, serverCart } = await openCart({ filling: 'boxes' })
    const quantity = screen.getByRole('spinbutton', { name: `Quantité : ${boxes}` })
    const update = () => app.user.click(screen.getByRole('button', { name: `Mettre à jour la quantité : ${boxes}` }))

    await app.user.clear(quantity)
    await app.user.type(quantity, '130')
    await update()
    await waitFor(() => expect(screen.getAllByText('La quantité doit être un multiple de 50.')).toHaveLength(2))
    expect((await serverCart()).lines.map((line) => line.quantity)).toEqual([100])

    await app.user.clear(quantity)
    await app.user.type(quantity, '300')
    await update()
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', '72'))
    expect(screen.getByText(/Encore 200 unités ou 140,00\s€ HT/)).toBeInTheDocument()

    await app.user.clear(quantity)
    await app.user.type(quantity, '500')
    await update()
    expect(await screen.findByText('Franco de port atteint : la livraison est offerte.')).toBeInTheDocument()
    expect(meter()).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByRole('region', { name: 'Totaux du panier' })).toHaveTextContent(/Frais de port HT\s*Offerts/)
    expect((await serverCart()).lines.map((line) => line.quantity)).toEqual([500])
  })

  it('removes a line', async () => {
    const { app, serverCart } = await openCart({ filling: 'boxes and bags' })
    await app.user.click(screen.getByRole('button', { name: 'Retirer : Sac papier luxe, Blanc' }))
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Sac papier luxe/ })).not.toBeInTheDocument())
    expect((await serverCart()).lines.map((line) => line.product.name)).toEqual(['Boîte à macarons'])
    expect(screen.getByRole('rowheader', { name: /Boîte à macarons/ })).toBeInTheDocument()
  })

  it("says 'Erreur lors de la suppression du produit' when a removal fails", async () => {
    const { app, serverCart } = await openCart({
      filling: 'boxes',
      failing: { method: 'DELETE', path: /^\/api\/carts\/customized-product\/delete\// },
    })
    await app.user.click(screen.getByRole('button', { name: `Retirer : ${boxes}` }))
    expect(await screen.findByText('Erreur lors de la suppression du produit')).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: /Boîte à macarons/ })).toBeInTheDocument()
    expect((await serverCart()).lines).toHaveLength(1)
  })

  it('empties the cart after confirmation', async () => {
    const { app, serverCart } = await openCart({ filling: 'boxes and bags' })
    await app.user.click(screen.getByRole('button', { name: 'Vider le panier' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Vider le panier ?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect((await serverCart()).lines).toHaveLength(2)

    await app.user.click(screen.getByRole('button', { name: 'Vider le panier' }))
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, vider le panier' }),
    )
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument()
    expect(await screen.findByText('Panier vidé')).toBeInTheDocument()
    expect((await serverCart()).lines).toEqual([])
  })

  it("reports a failed emptying with 'Erreur lors de la suppression du panier'", async () => {
    const { app } = await openCart({ filling: 'boxes', failing: { method: 'DELETE', path: /^\/api\/shop$/ } })
    await app.user.click(screen.getByRole('button', { name: 'Vider le panier' }))
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, vider le panier' }),
    )
    expect(await screen.findByText('Erreur lors de la suppression du panier')).toBeInTheDocument()
  })

  it("shows 'Erreur lors du chargement du panier' when the cart cannot load", async () => {
    await openCart({ filling: 'boxes', failing: { method: 'GET', path: /^\/api\/carts\/current$/ } })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Erreur lors du chargement du panier',
    )
    // Spec §8: also as a toast.
    await waitFor(() => expect(screen.getAllByText('Erreur lors du chargement du panier')).toHaveLength(2))
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })

  it("keeps the cart usable and says 'Erreur lors du chargement des magasins' when the shops cannot load", async () => {
    await openCart({ filling: 'boxes', failing: { method: 'GET', path: /^\/api\/shops\/shops\/addresses$/ } })
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Erreur lors du chargement des magasins',
    )
    expect(screen.getByRole('button', { name: 'Valider la commande' })).toBeEnabled()
  })

  it('saves the delivery shop, the PO reference and the comment', async () => {
    const { app, serverCart, validated } = await openCart({ as: 'headOffice', filling: 'boxes' })
    const select = screen.getByRole('combobox', { name: 'Magasin de livraison' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2))
    await app.user.selectOptions(select, String(validated.id))
    await app.user.type(screen.getByRole('textbox', { name: 'Référence de commande (bon de commande)' }), 'PO-2026-17')
    await app.user.type(screen.getByRole('textbox', { name: 'Commentaire' }), 'Livrer avant 10 h')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Informations de livraison enregistrées.')).toBeInTheDocument()
    expect(await serverCart()).toMatchObject({
      delivery_shop: { id: validated.id },
      reference_po: 'PO-2026-17',
      comment: 'Livrer avant 10 h',
    })
  })
})

describe('validating the cart (spec §4, decisions §5)', () => {
  it('sends a shop without validator to /panier/confirm/{id}', async () => {
    const { app, placedOrders } = await openCart({ as: 'shop', filling: 'boxes' })
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeInTheDocument()
    const [order] = await placedOrders()
    expect(order?.status).toBe('validated')
    expect(pathnameOf(app)).toBe(`/panier/confirm/${order?.id}`)
    expect(await screen.findByText(order?.number ?? '?')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir la commande' })).toHaveAttribute(
      'href',
      `/account/order/${order?.id}`,
    )
    expect(screen.getByRole('link', { name: 'Retour au catalogue' })).toHaveAttribute('href', '/account/catalog')
  })

  it('sends a shop with a validator to /panier/request/{id}, with its delivery details', async () => {
    const { app, placedOrders } = await openCart({ as: 'validated', filling: 'boxes' })
    await app.user.type(screen.getByRole('textbox', { name: 'Référence de commande (bon de commande)' }), 'PO-9')
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de commande envoyée' })).toBeInTheDocument()
    const [order] = await placedOrders()
    expect(order).toMatchObject({ status: 'pending_validation', referencePo: 'PO-9' })
    expect(pathnameOf(app)).toBe(`/panier/request/${order?.id}`)
  })

  it("shows the server's message when it answers success: false, and orders nothing", async () => {
    const { app, placedOrders, products: catalogue } = await openCart({ as: 'shop', filling: 'boxes' })
    // Withdrawn from the catalogue since the page loaded.
    await live.db.update(products).set({ active: false }).where(eq(products.id, catalogue.macarons.id))
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Boîte à macarons n’est plus disponible.',
    )
    expect(await placedOrders()).toEqual([])
    expect(pathnameOf(app)).toBe('/panier')
  })

  it("says 'Erreur lors de la validation du panier' when the call itself fails", async () => {
    const { app, placedOrders } = await openCart({
      as: 'shop',
      filling: 'boxes',
      failing: { method: 'PUT', path: /^\/api\/carts\/order\// },
    })
    await app.user.click(screen.getByRole('button', { name: 'Valider la commande' }))
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la validation du panier',
    )
    expect(pathnameOf(app)).toBe('/panier')
    expect(await placedOrders()).toEqual([])
  })
})
