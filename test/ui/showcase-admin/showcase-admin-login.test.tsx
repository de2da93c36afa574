import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyTokenState } from '../../../src/infrastructure/session/token-store.memory'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

const live = useLiveServer()

const LOGIN_HEADING = 'Connexion au back-office vitrine'
const HOME_HEADING = 'Back-office vitrine'

// The session calls only: the public layout reads its menus at the same time.
const callsSince = (before: number) =>
  live.calls
    .slice(before)
    .filter((call) => /\/auth\/|\/admin\/sso\//.test(call.path))
    .map((call) => `${call.method} ${call.path} ${call.status}`)

describe('showcase admin login screen (/vitrine/admin)', () => {
  it('signs in in two steps, lands on /vitrine/backoffice, and the logout ends both sessions', async () => {
    const admin = await anAdmin(live.db, { role: 'vitrine' })
    const app = renderLiveApp({ live, path: '/vitrine/admin' })
    const before = live.calls.length

    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)

    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/vitrine/backoffice')
    // The home page says who is signed in (the frame's header says it too).
    expect(within(screen.getByRole('main')).getByText(admin.login, { selector: 'strong' })).toBeInTheDocument()
    // The login's answer fills the guard's cache: the storefront is not asked again for the admin; the
    // enrolment guard reads the second factor's state once (decision 063).
    expect(callsSince(before)).toEqual([
      'POST /portal-api/admin/sso/vitrine/login 200',
      'POST /storefront-api/auth/admins 200',
      'GET /storefront-api/auth/security 200',
    ])
    expect(app.tokens.areas.session.has('storefront-portal')).toBe(true)
    expect(app.tokens.areas.session.has('storefront')).toBe(true)
    expect(app.tokens.areas.local.size).toBe(0)

    const beforeLogout = live.calls.length
    await app.user.click(screen.getByRole('button', { name: 'Se déconnecter' }))

    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/vitrine/admin')
    expect(callsSince(beforeLogout)).toEqual([
      'POST /storefront-api/auth/admins/logout 200',
      'POST /portal-api/admin/sso/logout 200',
    ])
    expect(app.tokens.areas.session.size + app.tokens.areas.local.size).toBe(0)
  })

  it('keeps both sets in local storage with “Se souvenir de moi”', async () => {
    const admin = await anAdmin(live.db, { role: 'vitrine' })
    const app = renderLiveApp({ live, path: '/vitrine/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD, true)
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING })
    expect([...app.tokens.areas.local.keys()].sort()).toEqual(['storefront', 'storefront-portal'])
    expect(app.tokens.areas.session.size).toBe(0)
    expect(app.tokens.rememberMe.get('admin_storefront_rememberMe')).toBe(true)
  })

  it('shows the SSO message with its final dot on a wrong password, and stores nothing', async () => {
    const admin = await anAdmin(live.db, { role: 'vitrine' })
    const app = renderLiveApp({ live, path: '/vitrine/admin' })
    await submitLogin(app.user, admin.login, 'mauvais')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Les identifiants renseignés sont incorrects ou inexistants\.$/,
    )
    expect(pathnameOf(app)).toBe('/vitrine/admin')
    expect(app.tokens.areas.session.size + app.tokens.areas.local.size).toBe(0)
  })

  it('does not sign an e-commerce admin into the showcase back office', async () => {
    const admin = await anAdmin(live.db, { role: 'super_admin' })
    const app = renderLiveApp({ live, path: '/vitrine/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les identifiants renseignés sont incorrects ou inexistants.',
    )
  })
})

describe('the guard of /vitrine/backoffice', () => {
  it('opens the area for stored sets that the storefront accepts', async () => {
    const { sso, storefront } = await live.loginVitrine()
    const app = renderLiveApp({ live, path: '/vitrine/backoffice', signedIn: { 'storefront-portal': sso, storefront } })
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText('vitrine', { selector: 'strong' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/vitrine/backoffice')
  })

  it('sends stored strings that the storefront refuses to /vitrine/admin and forgets them', async () => {
    const tokens = emptyTokenState()
    tokens.areas.local.set('storefront-portal', { AccessToken: 'inconnu', RefreshToken: 'inconnu', UserId: '3' })
    tokens.areas.local.set('storefront', { AccessToken: 'inconnu', RefreshToken: 'inconnu', UserId: '3' })
    tokens.rememberMe.set('admin_storefront_rememberMe', true)
    const app = renderLiveApp({ live, path: '/vitrine/backoffice', tokens })
    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/vitrine/admin')
    expect(tokens.areas.local.size).toBe(0)
  })

  it('does not take the SSO set alone, nor an e-commerce admin’s token', async () => {
    const { sso } = await live.loginVitrine()
    const admin = await anAdmin(live.db)
    const adminSet = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
    for (const signedIn of [
      { 'storefront-portal': sso },
      { admin: adminSet },
      { 'storefront-portal': sso, storefront: adminSet },
    ]) {
      const app = renderLiveApp({ live, path: '/vitrine/backoffice', signedIn })
      expect(await screen.findByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeInTheDocument()
      expect(pathnameOf(app)).toBe('/vitrine/admin')
      app.unmount()
    }
  })
})
