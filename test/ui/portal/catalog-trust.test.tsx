import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../../server/platform/db/schema-portal'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { api, expectJson } from '../../server/support/portal-http'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue, lineOf, serverCart } from '../../support/portal-catalogue'
import { renderLiveApp } from '../support/render-live-app'

// The catalogue: an add says when it replaces a quantity, thumbnails, quick order (decision 041).

const live = useLiveServer()

function optionForm(productName: string, optionLabel: string): HTMLElement {
  const form = within(screen.getByRole('article', { name: productName }))
    .getByText(optionLabel)
    .closest('form')
  if (form === null) throw new Error(`no form for ${optionLabel}`)
  return form
}

async function openCatalogue(
  prepare?: (w: Awaited<ReturnType<typeof aShopCatalogue>>, token: string) => Promise<void>,
) {
  const w = await aShopCatalogue(live.db)
  const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
  await prepare?.(w, tokens.AccessToken)
  const app = renderLiveApp({ live, path: '/account/catalog', signedIn: { shop: tokens } })
  await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' })
  return { ...w, app, serverCart: () => serverCart(live, tokens.AccessToken) }
}

const store = (token: string, line: ReturnType<typeof lineOf>) =>
  expectJson(
    api(live.app, token).post(`/api/carts/customized-product/store/${line.productId}`, {
      quantity: line.quantity,
      typevalue: line.optionId,
    }),
  )

describe('catalogue: what is already in the cart', () => {
  it('shows the quantity in the cart, says the add will update it, and toasts "Quantité mise à jour"', async () => {
    const { app, serverCart: cart } = await openCatalogue((w, token) => store(token, lineOf(w.products.macarons, 600)))
    const form = await waitFor(() => optionForm('Boîte à macarons', 'Petit format'))
    expect(within(form).getByText('Déjà au panier : 600')).toBeInTheDocument()
    const quantity = within(form).getByRole('spinbutton', { name: /^Quantité/ })
    expect(quantity).toHaveValue(600)
    // The other option of the same product is not in the cart: it still adds.
    const other = optionForm('Boîte à macarons', 'Grand format')
    expect(within(other).queryByText(/Déjà au panier/)).not.toBeInTheDocument()
    expect(
      within(other).getByRole('button', { name: 'Ajouter au panier : Boîte à macarons, Grand format' }),
    ).toBeInTheDocument()

    await app.user.clear(quantity)
    await app.user.type(quantity, '100')
    await app.user.click(
      within(form).getByRole('button', { name: 'Mettre à jour le panier : Boîte à macarons, Petit format' }),
    )
    expect(await screen.findByText('Quantité mise à jour')).toBeInTheDocument()
    expect(screen.queryByText('Produit ajouté au panier')).not.toBeInTheDocument()
    await waitFor(() => expect(within(form).getByText('Déjà au panier : 100')).toBeInTheDocument())
    expect((await cart()).lines.map((line) => line.quantity)).toEqual([100])
  })

  it('turns "Ajouter au panier" into "Mettre à jour le panier" once the line is added', async () => {
    const { app } = await openCatalogue()
    const form = await waitFor(() => optionForm('Ruban satin', 'Rouleau'))
    await app.user.click(within(form).getByRole('button', { name: 'Ajouter au panier : Ruban satin, Rouleau' }))
    expect(await screen.findByText('Produit ajouté au panier')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByText('Déjà au panier : 10')).toBeInTheDocument())
    expect(
      within(form).getByRole('button', { name: 'Mettre à jour le panier : Ruban satin, Rouleau' }),
    ).toBeInTheDocument()
  })
})

describe('catalogue thumbnails', () => {
  it("shows the back office's product image, sized, lazy and decorative beside the name", async () => {
    await openCatalogue(async (w) => {
      await live.db
        .update(products)
        .set({ imageUrl: '/media/catalogue/products/1-abc.webp' })
        .where(eq(products.id, w.products.ribbon.id))
    })
    const card = await screen.findByRole('article', { name: 'Ruban satin' })
    const image = card.querySelector('img')
    expect(image).toHaveAttribute('src', '/media/catalogue/products/1-abc.webp')
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('width', '96')
    expect(image).toHaveAttribute('height', '96')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('article', { name: 'Boîte à macarons' }).querySelector('img')).toBeNull()
  })
})

describe('quick order on the catalogue', () => {
  it('adds the valid lines in one call, lists a message per line and updates the badge', async () => {
    const { app, serverCart: cart } = await openCatalogue()
    const badge = screen.getByRole('link', { name: /Mon panier/ })
    await app.user.click(screen.getByRole('button', { name: 'Commande rapide' }))
    const field = screen.getByRole('textbox', { name: 'Références et quantités' })
    await app.user.click(field)
    await app.user.paste(
      'Référence;Quantité\nREF-101;150\nREF-101#2;100\nREF-999;100\nREF-105;12\nREF-106 500\nn’importe quoi',
    )
    await app.user.click(screen.getByRole('button', { name: 'Ajouter les lignes au panier' }))

    expect(await screen.findByRole('status')).toHaveTextContent('3 lignes ajoutées au panier, 3 lignes en erreur.')
    const lines = within(screen.getByRole('list', { name: 'Résultat ligne par ligne' })).getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      'Ajoutée Ligne 2 : REF-101 ajouté au panier (150).',
      'Ajoutée Ligne 3 : REF-101#2 ajouté au panier (100).',
      'Erreur Ligne 4 : référence inconnue « REF-999 ».',
      'Erreur Ligne 5 : REF-105 : La quantité doit être un multiple de 5.',
      'Ajoutée Ligne 6 : REF-106 ajouté au panier (500).',
      'Erreur Ligne 7 : illisible, attendu une référence puis une quantité (ex. « ML-EXP 500 »).',
    ])
    expect(screen.getAllByText('3 lignes ajoutées au panier, 3 lignes en erreur.').length).toBeGreaterThanOrEqual(2)
    await waitFor(() => expect(badge).toHaveAccessibleName('Mon panier, 3 produits'))
    expect((await cart()).lines.map((line) => line.quantity)).toEqual([150, 100, 500])
    expect(live.calls.filter((call) => call.path.endsWith('/api/carts/quick-order'))).toHaveLength(1)
  })
})
