import { screen, waitFor, within } from '@testing-library/react'
import { eq, ilike } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { SAVED_VERSION_TEXT } from '../../../src/ui/kit/forms/saved-version'
import { AMOUNT_MESSAGE } from '../../../src/ui/kit/backoffice/form-values'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The brands screens of the e-commerce back office over the real server (the kit's worked example):
// each test makes brands of its own, under a unique name prefix, and filters the list on it.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `Maison ${Date.now().toString(36)}${(counter += 1)}`

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const firstCells = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>

describe('the brands list', () => {
  it('renders the server’s rows; sorting and filtering change the address and the rows', async () => {
    const prefix = uniquePrefix()
    await aBrand(live.db, { name: `${prefix} Alpha`, francoPrice: 15_000, francoQty: 12 })
    await aBrand(live.db, { name: `${prefix} Bêta`, francoPrice: null, francoQty: null })
    await aBrand(live.db, { name: `${prefix} Gamma` })
    const app = await openAsAdmin(`/backoffice/brand?q=${encodeURIComponent(prefix)}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Enseignes' })).toBeInTheDocument()
    await waitFor(() => expect(firstCells()).toEqual([`${prefix} Alpha`, `${prefix} Bêta`, `${prefix} Gamma`]))
    const alpha = dataRows()[0]!
    expect(within(alpha).getByText(/^150,00\s€$/)).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'ascending')

    await app.user.click(screen.getByRole('button', { name: /^Nom/ }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ sort: 'name', order: 'desc', q: prefix }))
    await waitFor(() => expect(firstCells()).toEqual([`${prefix} Gamma`, `${prefix} Bêta`, `${prefix} Alpha`]))
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'descending')

    const filter = screen.getByRole('searchbox', { name: 'Nom' })
    await app.user.clear(filter)
    await app.user.type(filter, `${prefix} B`)
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ q: `${prefix} B` }))
    await waitFor(() => expect(firstCells()).toEqual([`${prefix} Bêta`]))
    expect(screen.getByText('1 résultat — page 1 sur 1')).toBeInTheDocument()
  })

  it('says so when no brand matches', async () => {
    await openAsAdmin(`/backoffice/brand?q=${encodeURIComponent(`${uniquePrefix()} introuvable`)}`)
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument()
  })

  it('asks for confirmation before deleting, and deletes only once confirmed', async () => {
    const prefix = uniquePrefix()
    const brand = await aBrand(live.db, { name: `${prefix} Éphémère` })
    const app = await openAsAdmin(`/backoffice/brand?q=${encodeURIComponent(prefix)}`)

    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${brand.name}` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Supprimer l’enseigne ${brand.name} ?`)).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await live.db.select().from(brands).where(eq(brands.id, brand.id))).toHaveLength(1)

    await app.user.click(screen.getByRole('button', { name: `Supprimer ${brand.name}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.deleted)).toBeInTheDocument()
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument()
    expect(await live.db.select().from(brands).where(eq(brands.id, brand.id))).toHaveLength(0)
  })
})

describe('the brand form', () => {
  it('shows every field error at once, then creates the brand with its amounts in cents', async () => {
    const prefix = uniquePrefix()
    const taken = await aBrand(live.db, { name: `${prefix} Prise` })
    const app = await openAsAdmin('/backoffice/brand/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer une enseigne' })

    await app.user.type(screen.getByLabelText(/Franco en quantité/), '-1')
    await app.user.type(screen.getByLabelText(/Franco en montant/), 'douze')
    await app.user.type(screen.getByLabelText(/Adresse de la boutique/), 'ftp://boutique')
    await app.user.click(screen.getByRole('button', { name: 'Créer l’enseigne' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription(BACKOFFICE_MESSAGES.required)
    expect(screen.getByLabelText(/Franco en quantité/)).toHaveAccessibleDescription(/négative/)
    expect(screen.getByLabelText(/Franco en montant/)).toHaveAccessibleDescription(
      expect.stringContaining(AMOUNT_MESSAGE),
    )
    expect(screen.getByLabelText(/Adresse de la boutique/)).toHaveAccessibleDescription(
      expect.stringContaining(BACKOFFICE_MESSAGES.invalidUrl),
    )

    // The browser's check passes; the server refuses a name already taken, under the name field.
    await app.user.type(screen.getByLabelText(/^Nom/), taken.name)
    await app.user.clear(screen.getByLabelText(/Franco en quantité/))
    await app.user.type(screen.getByLabelText(/Franco en quantité/), '24')
    await app.user.clear(screen.getByLabelText(/Franco en montant/))
    await app.user.type(screen.getByLabelText(/Franco en montant/), '180,50')
    await app.user.clear(screen.getByLabelText(/Adresse de la boutique/))
    await app.user.click(screen.getByRole('button', { name: 'Créer l’enseigne' }))
    await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription(/déjà utilisé/))

    await app.user.clear(screen.getByLabelText(/^Nom/))
    await app.user.type(screen.getByLabelText(/^Nom/), `${prefix} Neuve`)
    await app.user.click(screen.getByRole('button', { name: 'Créer l’enseigne' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.created)).toBeInTheDocument()
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/brand'))
    const [saved] = await live.db
      .select()
      .from(brands)
      .where(ilike(brands.name, `${prefix} Neuve`))
    expect(saved).toMatchObject({ francoQty: 24, francoPrice: 18_050 })
  })

  it('reads numbers the French way: "1 000" units like "1 500,50" euros', async () => {
    const brand = await aBrand(live.db, { name: `${uniquePrefix()} Milliers`, francoQty: 10 })
    const app = await openAsAdmin(`/backoffice/brand/update/${brand.id}`)
    const quantity = await screen.findByLabelText(/Franco en quantité/)
    await app.user.clear(quantity)
    await app.user.type(quantity, '1 000')
    await app.user.clear(screen.getByLabelText(/Franco en montant/))
    await app.user.type(screen.getByLabelText(/Franco en montant/), '1\u202f500,50')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    const [stored] = await live.db.select().from(brands).where(eq(brands.id, brand.id))
    expect(stored).toMatchObject({ francoQty: 1000, francoPrice: 150_050 })
  })

  it('shows the conflict when another administrator saved the brand in between, and overwrites nothing', async () => {
    const brand = await aBrand(live.db, { name: `${uniquePrefix()} Partagée`, francoQty: 10 })
    const app = await openAsAdmin(`/backoffice/brand/update/${brand.id}`)
    const quantity = await screen.findByLabelText(/Franco en quantité/)
    expect(quantity).toHaveValue('10')

    // Another administrator's save: a new version of the row.
    await live.db
      .update(brands)
      .set({ francoQty: 77, version: brand.version + 1 })
      .where(eq(brands.id, brand.id))
    await app.user.clear(quantity)
    await app.user.type(quantity, '11')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    // The edit page offers to load the saved version (test/ui/kit/record-form-versions.test.tsx).
    expect(await screen.findByText(SAVED_VERSION_TEXT.conflict, { exact: false })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe(`/backoffice/brand/update/${brand.id}`)
    const [stored] = await live.db.select().from(brands).where(eq(brands.id, brand.id))
    expect(stored?.francoQty).toBe(77)
  })
})
