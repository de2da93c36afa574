import { screen, waitFor, within } from '@testing-library/react'
import { asc, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productVariants, showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { CATALOG_ADMIN_MESSAGES } from '../../../src/domain/messages/showcase-admin-messages'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The showcase catalogue's screens over the real server (seeded demo data): the category tree, the
// products list and its filters, creating a product, and a variant edited at its spec §2 path.

const live = useLiveServer()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

const categoriesInOrder = () => live.db.select().from(showcaseCategories).orderBy(asc(showcaseCategories.id))

describe('the category tree', () => {
  it('lists the server’s categories, subcategories indented under their parent', async () => {
    const categories = await categoriesInOrder()
    const child = categories.find((category) => category.parentId !== null)
    const parent = categories.find((category) => category.id === child?.parentId)
    if (child === undefined || parent === undefined) throw new Error('the demo data has no subcategory')
    await openAsShowcaseAdmin('/vitrine/backoffice/category')
    expect(await screen.findByRole('heading', { level: 1, name: 'Catégories' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /^Arborescence des catégories/ })
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '')
    const parentAt = names.findIndex((name) => name === parent.name)
    const childAt = names.findIndex((name) => name.includes(child.name))
    expect(parentAt).toBeGreaterThanOrEqual(0)
    expect(childAt).toBeGreaterThan(parentAt)
    expect(names[childAt]).toContain('(niveau 2)')
    expect(within(table).getByRole('link', { name: `Modifier ${child.name}` })).toBeInTheDocument()
  })
})

describe('the products list', () => {
  it('filters by publication through the address, and the rows follow', async () => {
    const [product] = await live.db.select().from(showcaseProducts).orderBy(asc(showcaseProducts.id)).limit(1)
    if (product === undefined) throw new Error('no product in the demo data')
    await live.db.update(showcaseProducts).set({ published: false }).where(eq(showcaseProducts.id, product.id))
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/product')
    const table = await screen.findByRole('table', { name: 'Liste des produits de la vitrine' })
    await within(table).findByText(product.name)
    const total = within(table).getAllByRole('row').length
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Publication' }), 'false')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ published: 'false' }))
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(total))
    expect(within(table).getByText(product.name)).toBeInTheDocument()
    expect(within(table).getAllByText('Non').length).toBe(within(table).getAllByRole('row').length - 1)
  })
})

describe('creating a product', () => {
  it('shows the field errors, then creates the product with a slug from its name', async () => {
    const name = `Écrin test ${Date.now().toString(36)}`
    const [category] = await categoriesInOrder()
    if (category === undefined) throw new Error('no category in the demo data')
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/product/create')
    const create = await screen.findByRole('button', { name: 'Créer le produit' })
    await app.user.click(create)
    expect(await screen.findAllByText(BACKOFFICE_MESSAGES.required)).not.toHaveLength(0)
    await app.user.type(screen.getByRole('textbox', { name: /^Nom/ }), name)
    await app.user.selectOptions(screen.getByRole('combobox', { name: /^Catégorie/ }), String(category.id))
    await app.user.click(create)
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/product'))
    const [row] = await live.db.select().from(showcaseProducts).where(eq(showcaseProducts.name, name))
    expect(row).toMatchObject({
      categoryId: category.id,
      // Without a variant yet, a new product is not published.
      published: false,
      slug: expect.stringMatching(/^ecrin-test-/),
    })
  })
})

describe('editing a variant', () => {
  it('opens at /vitrine/backoffice/product/update/{id}/update/{idVariant} and saves', async () => {
    const [variant] = await live.db.select().from(productVariants).orderBy(asc(productVariants.id)).limit(1)
    if (variant === undefined) throw new Error('no variant in the demo data')
    const reference = `REF-${Date.now().toString(36).toUpperCase()}`
    const app = await openAsShowcaseAdmin(
      `/vitrine/backoffice/product/update/${variant.productId}/update/${variant.id}`,
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(`^Modifier la variante ${variant.reference}`),
      }),
    ).toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: /^Référence/ })
    await app.user.clear(field)
    await app.user.type(field, reference)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(pathnameOf(app)).toBe(`/vitrine/backoffice/product/update/${variant.productId}`))
    const [saved] = await live.db.select().from(productVariants).where(eq(productVariants.id, variant.id))
    expect(saved).toMatchObject({ reference, version: variant.version + 1 })
    expect(await screen.findByRole('table', { name: /^Variantes du produit/ })).toHaveTextContent(reference)
  })
})

describe('removing the last variant', () => {
  it('says the product, left without a variant, was unpublished (decision 070)', async () => {
    const [product] = await live.db
      .select()
      .from(showcaseProducts)
      .where(eq(showcaseProducts.published, true))
      .orderBy(desc(showcaseProducts.id))
      .limit(1)
    if (product === undefined) throw new Error('no published product in the demo data')
    const variants = await live.db.select().from(productVariants).where(eq(productVariants.productId, product.id))
    const [kept, ...others] = variants
    if (kept === undefined) throw new Error('no variant for the product')
    for (const other of others) await live.db.delete(productVariants).where(eq(productVariants.id, other.id))
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/product/update/${product.id}`)
    await app.user.click(await screen.findByRole('button', { name: `Supprimer la variante ${kept.reference}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(CATALOG_ADMIN_MESSAGES.lastVariantRemoved)).toBeInTheDocument()
    const [after] = await live.db.select().from(showcaseProducts).where(eq(showcaseProducts.id, product.id))
    expect(after?.published).toBe(false)
  })
})

describe('previewing a product', () => {
  it('renders the public product page with a banner while it is unpublished', async () => {
    const [product] = await live.db.select().from(showcaseProducts).orderBy(asc(showcaseProducts.id)).limit(1)
    if (product === undefined) throw new Error('no product in the demo data')
    await live.db.update(showcaseProducts).set({ published: false }).where(eq(showcaseProducts.id, product.id))
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/product/update/${product.id}`)
    // The first screen of a run waits for its route's modules, as in product-essentials-form.test.tsx.
    await app.user.click(await screen.findByRole('link', { name: 'Prévisualiser' }, { timeout: 15_000 }))
    await waitFor(() => expect(pathnameOf(app)).toBe(`/vitrine/backoffice/product/preview/${product.id}`))
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(CATALOG_ADMIN_MESSAGES.previewBanner)
  })
})
