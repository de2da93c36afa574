import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatEuros } from '../../src/domain/money'
import { failingCart } from './support/failing-gateways'
import { aPortalSeed, aProduct, PARIS } from './support/portal-builders'
import { currentPath, renderApp } from './support/render-app'

function optionForm(productName: string, optionLabel: string): HTMLElement {
  const product = screen.getByRole('article', { name: productName })
  const form = within(product).getByText(optionLabel).closest('form')
  if (form === null) throw new Error(`no form for ${optionLabel}`)
  return form
}

const cartLines = (app: ReturnType<typeof renderApp>) => app.world.carts.get(PARIS)?.lines ?? []

describe('catalogue (/account/catalog)', () => {
  it("lists the brand's products with each option's price HT, minimum and multiple", async () => {
    renderApp({ path: '/account/catalog', signedInAs: PARIS })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Espace client')
    const box = optionForm('Boîte cadeau kraft', 'Petit format')
    expect(within(box).getByText(new RegExp(formatEuros(120).replace(/\s/g, '\\s')))).toBeInTheDocument()
    expect(within(box).getByText('Minimum 100, par multiples de 50.')).toBeInTheDocument()
    expect(within(box).getByRole('spinbutton', { name: /^Quantité/ })).toHaveValue(100)
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('filters by category and by search text, through the URL', async () => {
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS })
    const categories = await screen.findByRole('group', { name: 'Catégories' })
    await app.user.click(within(categories).getByRole('button', { name: /Sacs/ }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('article', { name: 'Sac papier luxe' })).toBeInTheDocument()
    expect(within(categories).getByRole('button', { name: /Sacs/ })).toHaveAttribute('aria-pressed', 'true')
    expect(app.router.state.location.search).toMatchObject({ categorie: 2 })

    await app.user.click(within(categories).getByRole('button', { name: /Toutes les catégories/ }))
    await app.user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'étui')
    await app.user.click(screen.getByRole('button', { name: 'Rechercher' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('article', { name: 'Étui bouteille' })).toBeInTheDocument()

    await app.user.clear(screen.getByRole('searchbox', { name: 'Rechercher un produit' }))
    await app.user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'introuvable')
    await app.user.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText('Aucun produit ne correspond à votre recherche.')).toBeInTheDocument()
  })

  it('pages through a long catalogue', async () => {
    const products = Array.from({ length: 12 }, (_, index) => aProduct({ id: 200 + index, name: `Produit ${String(index + 1).padStart(2, '0')}` }))
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS, portal: aPortalSeed({ products }) })
    await screen.findByRole('article', { name: 'Produit 01' })
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(screen.getByText(/12 produits — page 1 sur 2/)).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Page suivante' }))
    expect(await screen.findByRole('article', { name: 'Produit 12' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(currentPath(app)).toBe('/account/catalog')
  })

  it('refuses a quantity under the minimum or off the pack multiple without calling the server', async () => {
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS })
    await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })
    const form = optionForm('Boîte cadeau kraft', 'Petit format')
    const quantity = within(form).getByRole('spinbutton', { name: /^Quantité/ })

    await app.user.clear(quantity)
    await app.user.type(quantity, '60')
    expect(within(form).getByText('La quantité minimale est de 100.')).toBeInTheDocument()
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))
    // The domain message, as a toast too (spec §8: cart errors are toasts).
    await waitFor(() => expect(screen.getAllByText('La quantité minimale est de 100.')).toHaveLength(2))
    expect(cartLines(app)).toHaveLength(0)

    await app.user.clear(quantity)
    await app.user.type(quantity, '120')
    expect(within(form).getByText('La quantité doit être un multiple de 50.')).toBeInTheDocument()
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))
    await waitFor(() => expect(screen.getAllByText('La quantité doit être un multiple de 50.')).toHaveLength(2))
    expect(cartLines(app)).toHaveLength(0)
  })

  it('adds a valid quantity, toasts the success and updates the header cart badge', async () => {
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS })
    await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })
    const cartLink = screen.getByRole('link', { name: /Mon panier/ })
    await waitFor(() => expect(cartLink).toHaveAccessibleName('Mon panier, 0 produits'))

    const form = optionForm('Boîte cadeau kraft', 'Petit format')
    const quantity = within(form).getByRole('spinbutton', { name: /^Quantité/ })
    await app.user.clear(quantity)
    await app.user.type(quantity, '150')
    expect(quantity).toHaveAttribute('aria-invalid', 'false')
    await app.user.click(within(form).getByRole('button', { name: /Ajouter au panier/ }))

    expect(await screen.findByText('Produit ajouté au panier')).toBeInTheDocument()
    expect(cartLines(app)).toEqual([expect.objectContaining({ productId: 101, optionId: 1011, quantity: 150 })])
    await waitFor(() => expect(cartLink).toHaveAccessibleName('Mon panier, 1 produit'))
    expect(cartLink).toHaveAttribute('href', '/panier')
  })

  it("shows the server's refusal of an add", async () => {
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS })
    await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })
    // The product was withdrawn since the page loaded: the server answers 404 with its message.
    app.world.products.delete(103)
    await app.user.click(within(optionForm('Étui bouteille', 'Standard')).getByRole('button', { name: /Ajouter au panier/ }))
    expect(await screen.findByText('Ressource introuvable.')).toBeInTheDocument()
  })

  it('says the spec message when the add fails without a server message', async () => {
    const app = renderApp({ path: '/account/catalog', signedInAs: PARIS, portalOverride: failingCart() })
    await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })
    await app.user.click(within(optionForm('Étui bouteille', 'Standard')).getByRole('button', { name: /Ajouter au panier/ }))
    expect(await screen.findByText('Erreur lors de l’ajout au panier')).toBeInTheDocument()
  })
})
