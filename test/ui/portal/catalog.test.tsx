import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../../server/platform/db/schema-portal'
import { formatEuros } from '../../../src/domain/money'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aProduct } from '../../server/support/portal-builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { type FailingCalls, withNetworkFailure } from '../../support/live-server/wrapped-fetch'
import { aShopCatalogue, serverCart } from '../../support/portal-catalogue'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The catalogue page over the real server: each test reads a brand of its own.

const live = useLiveServer()

function optionForm(productName: string, optionLabel: string): HTMLElement {
  const product = screen.getByRole('article', { name: productName })
  const form = within(product).getByText(optionLabel).closest('form')
  if (form === null) throw new Error(`no form for ${optionLabel}`)
  return form
}

/** A fresh brand's catalogue, opened by its shop; `failing` calls end as a network failure. */
async function openCatalogue(failing?: FailingCalls) {
  const w = await aShopCatalogue(live.db)
  const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
  const app = renderLiveApp({
    live: withNetworkFailure(live, failing),
    path: '/account/catalog',
    signedIn: { shop: tokens },
  })
  await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })
  return { ...w, app, serverCart: () => serverCart(live, tokens.AccessToken) }
}

describe('catalogue (/account/catalog)', () => {
  it("lists the brand's products with each option's price HT, minimum and multiple", async () => {
    await openCatalogue()
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Espace client')
    const box = await waitFor(() => optionForm('Boîte à macarons', 'Petit format'))
    expect(within(box).getByText(new RegExp(formatEuros(120).replace(/\s/g, '\\s')))).toBeInTheDocument()
    expect(within(box).getByText('Minimum 100, par multiples de 50.')).toBeInTheDocument()
    expect(within(box).getByRole('spinbutton', { name: /^Quantité/ })).toHaveValue(100)
    // Six orderable products: not the withdrawn one, not the other brand's.
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.queryByRole('article', { name: 'Produit retiré' })).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Boîte concurrente' })).not.toBeInTheDocument()
  })

  it('filters by category and by search text, through the URL', async () => {
    const { app, categories: brandCategories } = await openCatalogue()
    const categories = await screen.findByRole('group', { name: 'Catégories' })
    await app.user.click(await within(categories).findByRole('button', { name: /Sacs/ }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.getByRole('article', { name: 'Sac papier luxe' })).toBeInTheDocument()
    expect(within(categories).getByRole('button', { name: /Sacs/ })).toHaveAttribute('aria-pressed', 'true')
    expect(app.router.state.location.search).toMatchObject({ categorie: brandCategories.bags.id })

    await app.user.click(within(categories).getByRole('button', { name: /Toutes les catégories/ }))
    await app.user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'ruban')
    await app.user.click(screen.getByRole('button', { name: 'Rechercher' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('article', { name: 'Ruban satin' })).toBeInTheDocument()

    await app.user.clear(screen.getByRole('searchbox', { name: 'Rechercher un produit' }))
    await app.user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'introuvable')
    await app.user.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText('Aucun produit ne correspond à votre recherche.')).toBeInTheDocument()
  })

  it('pages through a long catalogue', async () => {
    const brand = await aBrand(live.db)
    const shop = await aShop(live.db, { brandId: brand.id })
    for (let index = 1; index <= 12; index += 1) {
      await aProduct(live.db, brand.id, { name: `Produit ${String(index).padStart(2, '0')}`, reference: `P-${index}` })
    }
    const app = renderLiveApp({
      live,
      path: '/account/catalog',
      signedIn: { shop: await live.loginShop(shop.identifiant, DEFAULT_PASSWORD) },
    })
    await screen.findByRole('article', { name: 'Produit 01' })
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(screen.getByText(/12 produits — page 1 sur 2/)).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Page suivante' }))
    expect(await screen.findByRole('article', { name: 'Produit 12' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(pathnameOf(app)).toBe('/account/catalog')
  })

  it('refuses a quantity under the minimum or off the pack multiple without calling the server', async () => {
    const { app, serverCart } = await openCatalogue()
    const form = await waitFor(() => optionForm('Boîte à macarons', 'Petit format'))
    const quantity = within(form).getByRole('spinbutton', { name: /^Quantité/ })
    const stores = () =>
      live.calls.filter((call) => call.method === 'POST' && call.path.includes('/api/carts/customized-product/store/'))
    const storesBefore = stores().length

    await app.user.clear(quantity)
    await app.user.type(quantity, '60')
    expect(within(form).getByText('La quantité minimale est de 100.')).toBeInTheDocument()
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))
    // The domain message, as a toast too (spec §8: cart errors are toasts).
    await waitFor(() => expect(screen.getAllByText('La quantité minimale est de 100.')).toHaveLength(2))

    await app.user.clear(quantity)
    await app.user.type(quantity, '120')
    expect(within(form).getByText('La quantité doit être un multiple de 50.')).toBeInTheDocument()
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))
    await waitFor(() => expect(screen.getAllByText('La quantité doit être un multiple de 50.')).toHaveLength(2))
    expect(stores()).toHaveLength(storesBefore)
    expect((await serverCart()).lines).toEqual([])
  })

  it('adds a valid quantity, toasts the success and updates the header cart badge', async () => {
    const { app, serverCart, products: catalogue } = await openCatalogue()
    const cartLink = screen.getByRole('link', { name: /Mon panier/ })
    await waitFor(() => expect(cartLink).toHaveAccessibleName('Mon panier, 0 produits'))

    const form = await waitFor(() => optionForm('Boîte à macarons', 'Petit format'))
    const quantity = within(form).getByRole('spinbutton', { name: /^Quantité/ })
    await app.user.clear(quantity)
    await app.user.type(quantity, '150')
    expect(quantity).toHaveAttribute('aria-invalid', 'false')
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))

    expect(await screen.findByText('Produit ajouté au panier')).toBeInTheDocument()
    expect((await serverCart()).lines).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: catalogue.macarons.id }),
        option: expect.objectContaining({ id: catalogue.macarons.options[0]?.id }),
        quantity: 150,
      }),
    ])
    await waitFor(() => expect(cartLink).toHaveAccessibleName('Mon panier, 1 produit'))
    expect(cartLink).toHaveAttribute('href', '/panier')
  })

  it("shows the server's refusal of an add", async () => {
    const { app, products: catalogue } = await openCatalogue()
    const form = await waitFor(() => optionForm('Ruban satin', 'Rouleau'))
    // The product was withdrawn since the page loaded: the server answers 404 with its message.
    await live.db.update(products).set({ active: false }).where(eq(products.id, catalogue.ribbon.id))
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))
    expect(await screen.findByText('Ressource introuvable.')).toBeInTheDocument()
  })

  it('says the spec message when the add fails without a server message', async () => {
    const { app } = await openCatalogue({ method: 'POST', path: /^\/api\/carts\/customized-product\/store\// })
    const form = await waitFor(() => optionForm('Ruban satin', 'Rouleau'))
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))
    expect(await screen.findByText('Erreur lors de l’ajout au panier')).toBeInTheDocument()
  })
})
