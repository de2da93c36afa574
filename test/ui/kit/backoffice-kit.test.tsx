import { screen, waitFor, within } from '@testing-library/react'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { brands } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The back-office kit's shared behaviour, seen through the brands screens over the real server:
// the frame, the column chooser's memory per administrator, bulk actions, the CSV export and the
// warning before leaving a form with unsaved changes.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `Kit ${Date.now().toString(36)}${(counter += 1)}`

async function anAdminSession() {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return { admin, tokens: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) }
}

const spies: Array<{ mockRestore: () => void }> = []
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore()
})

// A header's text without the sort mark (▲ ▼ ↕) that sighted users see.
const headersIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim())
const headers = () => headersIn(document.body)

describe('the back-office frame', () => {
  it('gives a skip link, the menu, the admin’s login, breadcrumbs and the page’s title', async () => {
    const { admin, tokens } = await anAdminSession()
    const app = renderLiveApp({ live, path: '/backoffice/brand/create', signedIn: { admin: tokens } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer une enseigne' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#contenu')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu')
    const menu = screen.getByRole('navigation', { name: 'Menu du back-office' })
    // A plain `admin`: the administrators' entry is for super administrators (test/ui/backoffice/settings.test.tsx).
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Commandes',
      'BAT',
      'Stock',
      'Magasins',
      'Enseignes',
      'Catégories',
      'Produits',
      'Paramètres',
      'Sécurité du compte',
    ])
    expect(screen.getByText(admin.login, { selector: 'strong' })).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Back-office', 'Enseignes', 'Créer une enseigne'])
    await waitFor(() => expect(document.title).toBe('Créer une enseigne — Back-office Écrin'))
    await app.user.click(within(menu).getByRole('link', { name: 'Enseignes' }))
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Enseignes' })).toHaveAttribute('aria-current', 'page'),
    )
  })
})

describe('the resource table', () => {
  it('remembers the hidden columns per administrator and table', async () => {
    const prefix = uniquePrefix()
    await aBrand(live.db, { name: `${prefix} Une` })
    const preferences = new Map<string, string>()
    const first = await anAdminSession()
    const path = `/backoffice/brand?q=${encodeURIComponent(prefix)}`
    const app = renderLiveApp({ live, path, signedIn: { admin: first.tokens }, tablePreferences: preferences })
    await screen.findByRole('table')
    expect(headers()).toContain('Boutique en ligne')
    await app.user.click(screen.getByRole('button', { name: 'Colonnes' }))
    await app.user.click(await screen.findByRole('checkbox', { name: 'Boutique en ligne' }))
    await waitFor(() => expect(headers()).not.toContain('Boutique en ligne'))
    app.unmount()

    const again = renderLiveApp({ live, path, signedIn: { admin: first.tokens }, tablePreferences: preferences })
    await screen.findByRole('table')
    await waitFor(() => expect(headers()).not.toContain('Boutique en ligne'))
    expect(headers()).toContain('Franco (quantité)')
    again.unmount()

    const other = await anAdminSession()
    const otherApp = renderLiveApp({ live, path, signedIn: { admin: other.tokens }, tablePreferences: preferences })
    await waitFor(() => expect(within(otherApp.container).getByRole('table')).toBeInTheDocument())
    expect(headersIn(otherApp.container)).toContain('Boutique en ligne')
  })

  it('runs a bulk action on the selected rows once confirmed', async () => {
    const prefix = uniquePrefix()
    const made = [
      await aBrand(live.db, { name: `${prefix} A` }),
      await aBrand(live.db, { name: `${prefix} B` }),
      await aBrand(live.db, { name: `${prefix} C` }),
    ]
    const { tokens } = await anAdminSession()
    const app = renderLiveApp({
      live,
      path: `/backoffice/brand?q=${encodeURIComponent(prefix)}`,
      signedIn: { admin: tokens },
    })
    await screen.findByRole('table')
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    await app.user.click(within(rows[0]!).getByRole('checkbox'))
    await app.user.click(within(rows[2]!).getByRole('checkbox'))
    const bar = screen.getByRole('region', { name: 'Actions groupées' })
    expect(within(bar).getByText('2 lignes sélectionnées')).toBeInTheDocument()

    await app.user.click(within(bar).getByRole('button', { name: 'Supprimer la sélection' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.deleted)).toBeInTheDocument()
    const left = await live.db
      .select({ name: brands.name })
      .from(brands)
      .where(
        inArray(
          brands.id,
          made.map((brand) => brand.id),
        ),
      )
    expect(left.map((brand) => brand.name)).toEqual([`${prefix} B`])
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2))
  })

  it('downloads the filtered list as CSV with the admin’s token', async () => {
    const prefix = uniquePrefix()
    await aBrand(live.db, { name: `${prefix} Élan` })
    const { tokens } = await anAdminSession()
    const files: Blob[] = []
    // jsdom has no object URLs and no downloads: record what the page hands to the browser.
    const { createObjectURL, revokeObjectURL } = URL
    spies.push({ mockRestore: () => Object.assign(URL, { createObjectURL, revokeObjectURL }) })
    URL.createObjectURL = (file) => {
      files.push(file as Blob)
      return 'blob:export'
    }
    URL.revokeObjectURL = () => {}
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    spies.push(click)
    const app = renderLiveApp({
      live,
      path: `/backoffice/brand?q=${encodeURIComponent(prefix)}`,
      signedIn: { admin: tokens },
    })
    await app.user.click(await screen.findByRole('button', { name: 'Exporter en CSV' }))

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('enseignes.csv')
    const text = new TextDecoder().decode(new Uint8Array(await files[0]!.arrayBuffer()).slice(3))
    expect(text.trim().split(/\r?\n/)).toHaveLength(2)
    expect(text).toContain(`${prefix} Élan`)
  })
})

describe('the resource form', () => {
  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { tokens } = await anAdminSession()
    const app = renderLiveApp({ live, path: '/backoffice/brand/create', signedIn: { admin: tokens } })
    await app.user.type(await screen.findByLabelText(/^Nom/), 'Brouillon')
    await app.user.click(screen.getByRole('link', { name: 'Retour à la liste' }))

    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(BACKOFFICE_MESSAGES.unsavedChanges)).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(pathnameOf(app)).toBe('/backoffice/brand/create')
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Brouillon')

    await app.user.click(screen.getByRole('link', { name: 'Retour à la liste' }))
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitter sans enregistrer' }),
    )
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/brand'))
    expect(await live.db.select().from(brands).where(eq(brands.name, 'Brouillon'))).toHaveLength(0)
  })

  it('shows the record’s history with the changed fields', async () => {
    const { admin, tokens } = await anAdminSession()
    const brand = await aBrand(live.db, { name: `${uniquePrefix()} Suivie`, francoQty: 5 })
    const app = renderLiveApp({ live, path: `/backoffice/brand/update/${brand.id}`, signedIn: { admin: tokens } })
    const quantity = await screen.findByLabelText(/Franco en quantité/)
    await app.user.clear(quantity)
    await app.user.type(quantity, '8')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/brand'))

    await app.router.navigate({ to: '/backoffice/brand/update/$id', params: { id: String(brand.id) } })
    const history = await screen.findByRole('region', { name: 'Historique' })
    const entry = await within(history).findByText('Modification')
    const item = entry.closest('li')!
    expect(item).toHaveTextContent(`par ${admin.login}`)
    expect(within(item).getByText('Franco en quantité (unités)')).toBeInTheDocument()
    expect(within(item).getByText('5')).toBeInTheDocument()
    expect(within(item).getByText('8')).toBeInTheDocument()
  })
})
