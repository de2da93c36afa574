import { screen, waitFor, within } from '@testing-library/react'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { categories, products } from '../../../server/platform/db/schema-portal'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { SLUG_HINT } from '../../../src/ui/backoffice/categories/category-fields'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aCategory, aProduct } from '../../server/support/portal-builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The categories screens of the e-commerce back office over the real server: each test makes brands
// and categories of its own, under a unique prefix, and filters the list on it.

const live = useLiveServer()

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`
// A first screen of a file waits for the app's modules to load on a shared machine, not 1 s.
const FIRST_LOAD = { timeout: 15_000 }

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const cells = (column: number) => dataRows().map((row) => within(row).getAllByRole('cell')[column]?.textContent)
const names = () => cells(0)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

async function twoBrandsWithCategories(tag: string) {
  const north = await aBrand(live.db, { name: `Nord ${tag}` })
  const south = await aBrand(live.db, { name: `Sud ${tag}` })
  const cards = await aCategory(live.db, north.id, { name: `${tag} Cartes`, slug: `cartes-${tag}` })
  const flyers = await aCategory(live.db, north.id, { name: `${tag} Flyers`, slug: `flyers-${tag}` })
  const posters = await aCategory(live.db, south.id, { name: `${tag} Affiches`, slug: `affiches-${tag}` })
  return { north, south, cards, flyers, posters }
}

describe('the categories list', () => {
  it('renders the server’s rows with their products; sorting and the brand filter change the address', async () => {
    const tag = unique()
    const { north, cards } = await twoBrandsWithCategories(tag)
    await aProduct(live.db, north.id, { categoryId: cards.id })
    await aProduct(live.db, north.id, { categoryId: cards.id })
    const app = await openAsAdmin(`/backoffice/category?q=${tag}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Catégories' }, FIRST_LOAD)).toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual([`${tag} Affiches`, `${tag} Cartes`, `${tag} Flyers`]), FIRST_LOAD)
    expect(
      within(dataRows()[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`${tag} Cartes`, `cartes-${tag}`, north.name, '2', expect.any(String)])
    expect(cells(3)).toEqual(['0', '2', '0'])

    await app.user.click(screen.getByRole('button', { name: /^Enseigne/ }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ sort: 'brand_name', order: 'asc', q: tag }))
    await waitFor(() => expect(cells(2)).toEqual([north.name, north.name, `Sud ${tag}`]))
    expect(screen.getByRole('columnheader', { name: /Enseigne/ })).toHaveAttribute('aria-sort', 'ascending')

    const brandFilter = screen.getByRole('combobox', { name: 'Enseigne' })
    await waitFor(() => expect(optionsOf(brandFilter)).toContain(`Sud ${tag}`))
    await app.user.selectOptions(brandFilter, `Sud ${tag}`)
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ brand_id: expect.any(String), q: tag }))
    await waitFor(() => expect(names()).toEqual([`${tag} Affiches`]))
    expect(screen.getByText('1 résultat — page 1 sur 1')).toBeInTheDocument()
  })

  it('asks before deleting; its products stay, without a category', async () => {
    const tag = unique()
    const { north, cards } = await twoBrandsWithCategories(tag)
    const product = await aProduct(live.db, north.id, { categoryId: cards.id })
    const app = await openAsAdmin(`/backoffice/category?q=${tag}`)

    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${cards.name}` }, FIRST_LOAD))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Supprimer la catégorie ${cards.name} ?`)).toBeInTheDocument()
    expect(within(dialog).getByText(/Son produit reste au catalogue, sans catégorie/)).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await live.db.select().from(categories).where(eq(categories.id, cards.id))).toHaveLength(1)

    await app.user.click(screen.getByRole('button', { name: `Supprimer ${cards.name}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.deleted)).toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual([`${tag} Affiches`, `${tag} Flyers`]))
    expect(await live.db.select().from(categories).where(eq(categories.id, cards.id))).toHaveLength(0)
    const [kept] = await live.db.select().from(products).where(eq(products.id, product.id))
    expect(kept?.categoryId).toBeNull()
  })
})

describe('the category form', () => {
  it('shows every field error at once, then the server’s taken slug, then makes the slug from the name', async () => {
    const tag = unique()
    const { north, cards } = await twoBrandsWithCategories(tag)
    const app = await openAsAdmin('/backoffice/category/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer une catégorie' }, FIRST_LOAD)
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(SLUG_HINT)

    await app.user.type(screen.getByLabelText(/^Slug/), 'Pas Bon')
    await app.user.click(screen.getByRole('button', { name: 'Créer la catégorie' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Enseigne/)).toHaveAccessibleDescription(CATALOG_MESSAGES.brandRequired)
    expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription(BACKOFFICE_MESSAGES.required)
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(
      expect.stringContaining(CATALOG_MESSAGES.slugInvalid),
    )

    // The browser's check passes; the server refuses a slug the brand already has, under its field.
    const brand = screen.getByLabelText(/^Enseigne/)
    await waitFor(() => expect(optionsOf(brand)).toContain(north.name))
    await app.user.selectOptions(brand, north.name)
    await app.user.type(screen.getByLabelText(/^Nom/), `Étiquettes ${tag}`)
    await app.user.clear(screen.getByLabelText(/^Slug/))
    await app.user.type(screen.getByLabelText(/^Slug/), cards.slug)
    await app.user.click(screen.getByRole('button', { name: 'Créer la catégorie' }))
    await waitFor(() => expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/déjà utilisé/))

    await app.user.clear(screen.getByLabelText(/^Slug/))
    await app.user.click(screen.getByRole('button', { name: 'Créer la catégorie' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.created)).toBeInTheDocument()
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/category'))
    const [saved] = await live.db
      .select()
      .from(categories)
      .where(and(eq(categories.brandId, north.id), eq(categories.name, `Étiquettes ${tag}`)))
    expect(saved?.slug).toBe(`etiquettes-${tag}`)
  })

  it('saves a change of name with the version read, and shows it in the history', async () => {
    const tag = unique()
    const { flyers } = await twoBrandsWithCategories(tag)
    const app = await openAsAdmin(`/backoffice/category/update/${flyers.id}`)
    const name = await screen.findByLabelText(/^Nom/, {}, FIRST_LOAD)
    expect(name).toHaveValue(flyers.name)
    expect(await screen.findByText('Aucune modification enregistrée.')).toBeInTheDocument()

    await app.user.clear(name)
    await app.user.type(name, `${tag} Prospectus`)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/category'))
    const [stored] = await live.db.select().from(categories).where(eq(categories.id, flyers.id))
    expect(stored).toMatchObject({ name: `${tag} Prospectus`, slug: flyers.slug, version: flyers.version + 1 })

    await app.router.navigate({ to: '/backoffice/category/update/$id', params: { id: String(flyers.id) } })
    const history = await screen.findByRole('region', { name: 'Historique' })
    await waitFor(() => expect(within(history).getByText(/^Modification/)).toBeInTheDocument())
    expect(within(history).getByText(`${tag} Prospectus`)).toBeInTheDocument()
  })
})
