import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../../../server/platform/db/schema'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { ACCOUNT_ADMIN_MESSAGES, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { PASSWORD_LINK_LABEL } from '../../../src/ui/backoffice/customers/password-link-section'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { anOrderRow } from '../../server/support/order-builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The stores screens of the e-commerce back office over the real server: each test makes brands and
// shops of its own, under a unique prefix, and filters the list on it.

const live = useLiveServer()

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

// A first screen of a file waits for the app's modules to load on a shared machine, not 1 s.
const FIRST_LOAD = { timeout: 15_000 }

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
// Cell 0 holds the row's selection box.
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

async function twoBrandsWithShops(tag: string) {
  const north = await aBrand(live.db, { name: `Nord ${tag}` })
  const south = await aBrand(live.db, { name: `Sud ${tag}` })
  const lille = await aShop(live.db, { brandId: north.id, name: `${tag} Lille`, identifiant: `lille-${tag}` })
  const arras = await aShop(live.db, { brandId: north.id, name: `${tag} Arras`, identifiant: `arras-${tag}` })
  const nice = await aShop(live.db, {
    brandId: south.id,
    name: `${tag} Nice`,
    identifiant: `nice-${tag}`,
    active: false,
  })
  return { north, south, lille, arras, nice }
}

describe('the stores list', () => {
  it('renders the server’s rows; sorting and the brand and state filters change the address and the rows', async () => {
    const tag = unique()
    const { north, lille } = await twoBrandsWithShops(tag)
    const app = await openAsAdmin(`/backoffice/customer?q=${tag}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Magasins' }, FIRST_LOAD)).toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual([`${tag} Arras`, `${tag} Lille`, `${tag} Nice`]), FIRST_LOAD)
    const lilleRow = dataRows()[1]!
    expect(within(lilleRow).getByText(lille.identifiant)).toBeInTheDocument()
    expect(within(lilleRow).getByText(north.name)).toBeInTheDocument()
    expect(within(lilleRow).getByText('Défini')).toBeInTheDocument()
    expect(within(dataRows()[2]!).getByText('Non')).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: /^Nom/ }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ sort: 'name', order: 'desc', q: tag }))
    await waitFor(() => expect(names()).toEqual([`${tag} Nice`, `${tag} Lille`, `${tag} Arras`]))

    const brandFilter = screen.getByRole('combobox', { name: 'Enseigne' })
    await waitFor(() => expect(optionsOf(brandFilter)).toContain(north.name))
    await app.user.selectOptions(brandFilter, north.name)
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ brand_id: String(north.id), q: tag }))
    await waitFor(() => expect(names()).toEqual([`${tag} Lille`, `${tag} Arras`]))

    await app.user.click(screen.getByRole('button', { name: 'Effacer les filtres' }))
    await app.user.type(screen.getByRole('searchbox', { name: /^Recherche/ }), tag)
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'Inactifs')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ active: 'false', q: tag }))
    await waitFor(() => expect(names()).toEqual([`${tag} Nice`]))
  })

  it('deactivates the selected stores after confirmation, and activates them back', async () => {
    const tag = unique()
    const { lille, arras } = await twoBrandsWithShops(tag)
    const app = await openAsAdmin(`/backoffice/customer?q=${tag}&brand_id=${lille.brandId}`)
    await waitFor(() => expect(names()).toHaveLength(2), FIRST_LOAD)

    await app.user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }))
    await app.user.click(screen.getByRole('button', { name: 'Désactiver la sélection' }))
    const dialog = await screen.findByRole('alertdialog')
    await app.user.click(within(dialog).getByRole('button', { name: 'Désactiver' }))
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.shopsDeactivated(2))).toBeInTheDocument()
    await waitFor(() =>
      expect(dataRows().map((row) => within(row).getAllByRole('cell')[6]?.textContent)).toEqual(['Non', 'Non']),
    )
    const stored = await live.db.select().from(shops).where(eq(shops.brandId, lille.brandId))
    expect(stored.map((shop) => shop.active)).toEqual([false, false])

    await app.user.click(screen.getByRole('checkbox', { name: `Sélectionner la ligne ${arras.id}` }))
    await app.user.click(screen.getByRole('button', { name: 'Activer la sélection' }))
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.shopsActivated(1))).toBeInTheDocument()
    const [again] = await live.db.select().from(shops).where(eq(shops.id, arras.id))
    expect(again?.active).toBe(true)
  })

  it('asks before deleting; a store with orders stays, with the server’s reason', async () => {
    const tag = unique()
    const { lille, arras } = await twoBrandsWithShops(tag)
    await anOrderRow(live.db, arras.id, { number: `CMD-${tag}` })
    const app = await openAsAdmin(`/backoffice/customer?q=${tag}`)

    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${lille.name}` }, FIRST_LOAD))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Supprimer le magasin ${lille.name} ?`)).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await live.db.select().from(shops).where(eq(shops.id, lille.id))).toHaveLength(1)

    await app.user.click(screen.getByRole('button', { name: `Supprimer ${lille.name}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.deleted)).toBeInTheDocument()
    await waitFor(() => expect(names()).not.toContain(lille.name))
    expect(await live.db.select().from(shops).where(eq(shops.id, lille.id))).toHaveLength(0)

    await app.user.click(screen.getByRole('button', { name: `Supprimer ${arras.name}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.shopHasOrders)).toBeInTheDocument()
    expect(await live.db.select().from(shops).where(eq(shops.id, arras.id))).toHaveLength(1)
  })
})

describe('the store form', () => {
  it('shows every field error at once, then the server’s duplicate login, then creates the store', async () => {
    const tag = unique()
    const { north, lille } = await twoBrandsWithShops(tag)
    const app = await openAsAdmin('/backoffice/customer/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer un magasin' }, FIRST_LOAD)

    await app.user.type(screen.getByLabelText(/^Identifiant/), 'avec espace')
    await app.user.type(screen.getByLabelText(/^Adresse e-mail/), 'pas-un-email')
    await app.user.click(screen.getByRole('button', { name: 'Créer le magasin' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Enseigne/)).toHaveAccessibleDescription(ACCOUNT_ADMIN_MESSAGES.brandRequired)
    expect(screen.getByLabelText(/^Identifiant/)).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_ADMIN_MESSAGES.identifiantInvalid),
    )
    expect(screen.getByLabelText(/^Nom du magasin/)).toHaveAccessibleDescription(BACKOFFICE_MESSAGES.required)
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription(BACKOFFICE_MESSAGES.invalidEmail)
    for (const label of [/^Adresse(?! e-mail)/, /^Code postal/, /^Ville/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(BACKOFFICE_MESSAGES.required)
    }
    expect(screen.getByLabelText(/^Pays/)).toHaveValue('France')

    const brand = screen.getByLabelText(/^Enseigne/)
    await waitFor(() => expect(optionsOf(brand)).toContain(north.name))
    await app.user.selectOptions(brand, north.name)
    // The browser's check passes; the server refuses a login already taken, under its field.
    await app.user.clear(screen.getByLabelText(/^Identifiant/))
    await app.user.type(screen.getByLabelText(/^Identifiant/), lille.identifiant)
    await app.user.type(screen.getByLabelText(/^Nom du magasin/), `${tag} Douai`)
    await app.user.clear(screen.getByLabelText(/^Adresse e-mail/))
    await app.user.type(screen.getByLabelText(/^Adresse e-mail/), `douai-${tag}@exemple.fr`)
    await app.user.type(screen.getByLabelText(/^Adresse(?! e-mail)/), '3 place du Marché')
    await app.user.type(screen.getByLabelText(/^Code postal/), '59500')
    await app.user.type(screen.getByLabelText(/^Ville/), 'Douai')
    await app.user.click(screen.getByRole('button', { name: 'Créer le magasin' }))
    await waitFor(() => expect(screen.getByLabelText(/^Identifiant/)).toHaveAccessibleDescription(/déjà utilisé/))

    await app.user.clear(screen.getByLabelText(/^Identifiant/))
    await app.user.type(screen.getByLabelText(/^Identifiant/), `douai-${tag}`)
    await app.user.click(screen.getByRole('button', { name: 'Créer le magasin' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.created)).toBeInTheDocument()
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/customer'))
    const [saved] = await live.db
      .select()
      .from(shops)
      .where(eq(shops.identifiant, `douai-${tag}`))
    expect(saved).toMatchObject({
      brandId: north.id,
      city: 'Douai',
      validatorId: null,
      active: true,
      passwordHash: null,
    })
  })

  it('offers as validator only the shops of the chosen brand, and follows a change of brand', async () => {
    const tag = unique()
    const { north, south, lille, arras, nice } = await twoBrandsWithShops(tag)
    const app = await openAsAdmin('/backoffice/customer/create')
    const brand = await screen.findByLabelText(/^Enseigne/, {}, FIRST_LOAD)
    const validator = screen.getByLabelText(/^Magasin validateur/)
    expect(optionsOf(validator)).toEqual(['Aucun'])

    await waitFor(() => expect(optionsOf(brand)).toContain(north.name))
    await app.user.selectOptions(brand, north.name)
    const northShops = ['Aucun', `${arras.name} (${arras.identifiant})`, `${lille.name} (${lille.identifiant})`]
    await waitFor(() => expect(optionsOf(validator)).toEqual(northShops))
    await app.user.selectOptions(validator, `${lille.name} (${lille.identifiant})`)
    expect(validator).toHaveValue(String(lille.id))

    await app.user.selectOptions(brand, south.name)
    expect(validator).toHaveValue('')
    await waitFor(() => expect(optionsOf(validator)).toEqual(['Aucun', `${nice.name} (${nice.identifiant})`]))
  })

  it('creates a store with its validator, then mails its set-up link from its page', async () => {
    const tag = unique()
    const { north, lille } = await twoBrandsWithShops(tag)
    const email = `lens-${tag}@exemple.fr`
    const app = await openAsAdmin('/backoffice/customer/create')
    const brand = await screen.findByLabelText(/^Enseigne/, {}, FIRST_LOAD)
    await waitFor(() => expect(optionsOf(brand)).toContain(north.name))
    await app.user.selectOptions(brand, north.name)
    await app.user.type(screen.getByLabelText(/^Identifiant/), `lens-${tag}`)
    await app.user.type(screen.getByLabelText(/^Nom du magasin/), `${tag} Lens`)
    await app.user.type(screen.getByLabelText(/^Adresse e-mail/), email)
    await app.user.type(screen.getByLabelText(/^Adresse(?! e-mail)/), '1 rue de Lille')
    await app.user.type(screen.getByLabelText(/^Code postal/), '62300')
    await app.user.type(screen.getByLabelText(/^Ville/), 'Lens')
    const validator = screen.getByLabelText(/^Magasin validateur/)
    await waitFor(() => expect(optionsOf(validator)).toContain(`${lille.name} (${lille.identifiant})`))
    await app.user.selectOptions(validator, `${lille.name} (${lille.identifiant})`)
    await app.user.click(screen.getByRole('button', { name: 'Créer le magasin' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/customer'))

    const [created] = await live.db
      .select()
      .from(shops)
      .where(eq(shops.identifiant, `lens-${tag}`))
    expect(created).toMatchObject({ validatorId: lille.id, passwordHash: null })
    await app.router.navigate({ to: '/backoffice/customer/update/$id', params: { id: String(created!.id) } })
    await screen.findByRole('heading', { level: 1, name: `Modifier le magasin ${tag} Lens` })
    expect(screen.getByLabelText(/^Magasin validateur/)).toHaveValue(String(lille.id))
    expect(screen.getByText(/n’a pas encore de mot de passe/)).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: PASSWORD_LINK_LABEL }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(new RegExp(email.replace('.', '\\.')))).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.passwordLinkSent(email))).toBeInTheDocument()
    const mails = await live.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toMatch(/\/reset-password\/[\w-]{20,}/)
  })
})
