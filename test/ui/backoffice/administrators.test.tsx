import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins } from '../../../server/platform/db/schema'
import { ACCOUNT_ADMIN_MESSAGES, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { PASSWORD_MESSAGES } from '../../../src/domain/password-rule'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The administrators screens (/backoffice/administration) over the real server: super administrators
// only. Each test makes administrators of its own, under a unique login prefix, and filters on it.

const live = useLiveServer()

let counter = 0
const uniquePrefix = () => `adm${Date.now().toString(36)}${(counter += 1)}`

async function openAs(role: 'super_admin' | 'admin', path: string) {
  const admin = await anAdmin(live.db, { role })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  return { admin, app: renderLiveApp({ live, path, signedIn: { admin: tokens } }) }
}

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const logins = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>

describe('the administrators list', () => {
  it('renders the server’s rows with the role labels; the role filter changes the address and the rows', async () => {
    const prefix = uniquePrefix()
    await anAdmin(live.db, { login: `${prefix}-alice`, role: 'super_admin' })
    await anAdmin(live.db, { login: `${prefix}-bruno`, role: 'admin', active: false })
    const { app } = await openAs('super_admin', `/backoffice/administration?q=${prefix}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Administrateurs' })).toBeInTheDocument()
    await waitFor(() => expect(logins()).toEqual([`${prefix}-alice`, `${prefix}-bruno`]))
    const [alice, bruno] = dataRows()
    expect(within(alice!).getByText('Super administrateur')).toBeInTheDocument()
    expect(within(bruno!).getByText('Administrateur')).toBeInTheDocument()
    expect(within(bruno!).getByText('Non')).toBeInTheDocument()

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'admin')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ q: prefix, role: 'admin' }))
    await waitFor(() => expect(logins()).toEqual([`${prefix}-bruno`]))

    await app.user.click(screen.getByRole('button', { name: /^Login/ }))
    await waitFor(() => expect(searchOf(app)).toMatchObject({ sort: 'login', order: 'desc' }))
  })

  it('asks before deleting, deletes once confirmed, and shows the server’s refusal to delete yourself', async () => {
    const prefix = uniquePrefix()
    const doomed = await anAdmin(live.db, { login: `${prefix}-parti`, role: 'admin' })
    const { app, admin: me } = await openAs('super_admin', `/backoffice/administration?q=${prefix}`)

    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${doomed.login}` }))
    const dialog = await screen.findByRole('alertdialog')
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    expect(await live.db.select().from(admins).where(eq(admins.id, doomed.id))).toHaveLength(1)
    await app.user.click(screen.getByRole('button', { name: `Supprimer ${doomed.login}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.deleted)).toBeInTheDocument()
    await waitFor(async () =>
      expect(await live.db.select().from(admins).where(eq(admins.id, doomed.id))).toHaveLength(0),
    )

    await app.router.navigate({ to: '/backoffice/administration', search: { q: me.login } })
    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${me.login}` }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.cannotDeleteSelf)).toBeInTheDocument()
    expect(await live.db.select().from(admins).where(eq(admins.id, me.id))).toHaveLength(1)
  })

  // Decision 070: the back office's access-denied page (access-and-ended-session.test.tsx), not the list.
  it('shows an administrator who is not super administrator the access-denied page', async () => {
    await openAs('admin', '/backoffice/administration')
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('refuses the creation form too, before it is filled in', async () => {
    await openAs('admin', '/backoffice/administration/create')
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Créer l’administrateur' })).not.toBeInTheDocument()
  })
})

describe('the administrator form', () => {
  it('shows every field error at once, then creates the administrator with a hashed password', async () => {
    const prefix = uniquePrefix()
    const taken = await anAdmin(live.db, { login: `${prefix}-pris` })
    const { app } = await openAs('super_admin', '/backoffice/administration/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer un administrateur' })

    await app.user.type(screen.getByLabelText(/^Login/), 'avec espace')
    await app.user.type(screen.getByLabelText(/^E-mail/), 'pas-un-email')
    await app.user.type(screen.getByLabelText(/^Mot de passe/), 'court')
    await app.user.click(screen.getByRole('button', { name: 'Créer l’administrateur' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Login/)).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_ADMIN_MESSAGES.loginInvalid),
    )
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      expect.stringContaining(BACKOFFICE_MESSAGES.invalidEmail),
    )
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_MESSAGES.weak),
    )

    // The browser's check passes; the server refuses a login already taken, under the login field.
    await app.user.clear(screen.getByLabelText(/^Login/))
    await app.user.type(screen.getByLabelText(/^Login/), taken.login)
    await app.user.clear(screen.getByLabelText(/^E-mail/))
    await app.user.type(screen.getByLabelText(/^E-mail/), `${prefix}@ecrin.test`)
    await app.user.clear(screen.getByLabelText(/^Mot de passe/))
    await app.user.type(screen.getByLabelText(/^Mot de passe/), 'Robuste2026!')
    await app.user.selectOptions(screen.getByLabelText(/^Rôle/), 'super_admin')
    await app.user.click(screen.getByRole('button', { name: 'Créer l’administrateur' }))
    await waitFor(() => expect(screen.getByLabelText(/^Login/)).toHaveAccessibleDescription(/déjà utilisé/))

    await app.user.clear(screen.getByLabelText(/^Login/))
    await app.user.type(screen.getByLabelText(/^Login/), `${prefix}-neuf`)
    await app.user.click(screen.getByRole('button', { name: 'Créer l’administrateur' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.created)).toBeInTheDocument()
    await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/administration'))
    const [saved] = await live.db
      .select()
      .from(admins)
      .where(eq(admins.login, `${prefix}-neuf`))
    expect(saved).toMatchObject({ role: 'super_admin', active: true, email: `${prefix}@ecrin.test` })
    expect(saved?.passwordHash).not.toContain('Robuste2026!')
  })

  it('shows the server’s refusal to deactivate yourself as the form’s alert', async () => {
    const { app, admin: me } = await openAs('super_admin', '/backoffice/administration')
    await app.router.navigate({ to: '/backoffice/administration/update/$id', params: { id: String(me.id) } })
    const active = await screen.findByRole('checkbox', { name: 'Compte actif' })
    expect(screen.getByLabelText(/^Login/)).toHaveValue(me.login)
    await app.user.click(active)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_ADMIN_MESSAGES.cannotDeactivateSelf)
    const [stored] = await live.db.select().from(admins).where(eq(admins.id, me.id))
    expect(stored?.active).toBe(true)
  })
})
