import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins } from '../../../server/platform/db/schema'
import { ACCOUNTS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { PASSWORD_MESSAGES } from '../../../src/domain/password-rule'
import { anAdmin } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The two account screens of the showcase back office over the real server (seeded demo data: the
// super administrator `admin` and the showcase administrator `vitrine`).

const live = useLiveServer()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

let counter = 0
const uniqueLogin = (stem: string) => `${stem}.${Date.now().toString(36)}${(counter += 1)}`
const rowOf = async (login: string) => (await live.db.select().from(admins).where(eq(admins.login, login)))[0]
const table = (name: string) => screen.findByRole('table', { name })

describe('/vitrine/backoffice/administration', () => {
  it('lists the showcase administrators only', async () => {
    await openAsShowcaseAdmin('/vitrine/backoffice/administration')
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument()
    const list = await table('Liste des administrateurs du site vitrine')
    expect(await within(list).findByText('vitrine')).toBeInTheDocument()
    expect(within(list).queryByText('admin')).not.toBeInTheDocument()
  })

  it('creates a showcase administrator; a weak password is refused beside its field', async () => {
    const login = uniqueLogin('camille')
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/administration/create')
    await app.user.type(await screen.findByRole('textbox', { name: /^Login/ }), login)
    await app.user.type(screen.getByRole('textbox', { name: /^E-mail/ }), `${login}@exemple.fr`)
    const password = screen.getByLabelText(/^Mot de passe/)
    await app.user.type(password, 'court')
    await app.user.click(screen.getByRole('button', { name: 'Créer un administrateur' }))
    expect(await screen.findByText(PASSWORD_MESSAGES.weak)).toBeInTheDocument()
    expect(await rowOf(login)).toBeUndefined()

    await app.user.clear(password)
    await app.user.type(password, 'Lumiere2026')
    await app.user.click(screen.getByRole('button', { name: 'Créer un administrateur' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/administration'))
    const row = await rowOf(login)
    expect(row).toMatchObject({ role: 'vitrine', active: true })
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('refuses to deactivate the signed-in administrator, with the server’s sentence', async () => {
    const vitrine = await rowOf('vitrine')
    await anAdmin(live.db, { role: 'vitrine', login: uniqueLogin('autre') })
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/administration/update/${vitrine?.id}`)
    await app.user.click(await screen.findByRole('checkbox', { name: 'Compte actif' }))
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText(M.cannotDeactivateSelf)).toBeInTheDocument()
    expect((await rowOf('vitrine'))?.active).toBe(true)
  })
})

describe('/vitrine/backoffice/ecommerce/utilisateur', () => {
  it('lists the e-commerce admins without the super administrators, and creates one of role admin', async () => {
    const existing = await anAdmin(live.db, { role: 'admin', login: uniqueLogin('employe') })
    const app = await openAsShowcaseAdmin(
      `/vitrine/backoffice/ecommerce/utilisateur?q=${encodeURIComponent(existing.login)}`,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs e-commerce' })).toBeInTheDocument()
    const list = await table('Liste des administrateurs du back-office e-commerce')
    expect(await within(list).findByText(existing.login)).toBeInTheDocument()
    await app.user.clear(screen.getByRole('searchbox', { name: 'Login ou e-mail' }))
    await app.user.type(screen.getByRole('searchbox', { name: 'Login ou e-mail' }), 'admin@ecrin')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument()

    const login = uniqueLogin('nouveau')
    await app.user.click(screen.getByRole('link', { name: 'Créer un utilisateur' }))
    await app.user.type(await screen.findByRole('textbox', { name: /^Login/ }), login)
    await app.user.type(screen.getByRole('textbox', { name: /^E-mail/ }), `${login}@exemple.fr`)
    await app.user.type(screen.getByLabelText(/^Mot de passe/), 'Lumiere2026')
    await app.user.click(screen.getByRole('button', { name: 'Créer un utilisateur' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/ecommerce/utilisateur'))
    expect(await rowOf(login)).toMatchObject({ role: 'admin', active: true })
  })

  it('does not open a super administrator', async () => {
    const boss = await rowOf('admin')
    await openAsShowcaseAdmin(`/vitrine/backoffice/ecommerce/utilisateur/update/${boss?.id}`)
    const title = 'Modifier un utilisateur e-commerce'
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Login/ })).not.toBeInTheDocument()
    const read = live.calls.find((call) => call.path === `/storefront-api/admin/ecommerce-users/${boss?.id}`)
    expect(read).toMatchObject({ method: 'GET', status: 404 })
  })
})
