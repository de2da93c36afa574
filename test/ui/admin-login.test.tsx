import { screen } from '@testing-library/react'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Rejected } from '../../src/application/errors'
import { ADMIN_PASSWORD, anAdmin } from './support/builders'
import { submitLogin } from './support/login-form'
import { currentPath, renderApp } from './support/render-app'
import { scriptedLoginLayer } from './support/scripted-auth-gateway'

const admin = { login: 'admin', password: ADMIN_PASSWORD, admin: anAdmin() }

describe('e-commerce admin login screen (/admin)', () => {
  it('shows the spec message on wrong credentials and stores nothing', async () => {
    const app = renderApp({ path: '/admin', seed: { admins: [admin] } })
    await submitLogin(app.user, 'admin', 'mauvais')
    expect(await screen.findByRole('alert')).toHaveTextContent('Les identifiants renseignés sont incorrects ou inexistants')
    expect(currentPath(app)).toBe('/admin')
    expect(app.tokens.areas.local.size + app.tokens.areas.session.size).toBe(0)
  })

  it("shows the spec message even when the server sent another one (spec §8)", async () => {
    const layer = scriptedLoginLayer(Effect.fail(new Rejected({ status: 403, message: 'Compte administrateur désactivé.' })))
    const app = renderApp({ path: '/admin', layer })
    await submitLogin(app.user, 'admin', ADMIN_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Les identifiants renseignés sont incorrects ou inexistants$/)
  })

  it('disables the button while the login call is under way', async () => {
    const app = renderApp({ path: '/admin', layer: scriptedLoginLayer(Effect.never) })
    await submitLogin(app.user, 'admin', ADMIN_PASSWORD)
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled()
  })

  it('lands on /backoffice showing the admin login, and logout returns to /admin', async () => {
    const app = renderApp({ path: '/admin', seed: { admins: [admin] } })
    await submitLogin(app.user, 'admin', ADMIN_PASSWORD)
    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument()
    expect(screen.getByText('admin', { selector: 'strong' })).toBeInTheDocument()
    expect(app.tokens.areas.session.has('admin')).toBe(true)

    await app.user.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion au back-office' })).toBeInTheDocument()
    expect(currentPath(app)).toBe('/admin')
    expect(app.tokens.areas.session.has('admin')).toBe(false)
  })

  it('does not log a shop account into the back office', async () => {
    const app = renderApp({ path: '/admin', seed: { admins: [admin] } })
    await submitLogin(app.user, 'boutique-paris', 'Demo2026!')
    expect(await screen.findByRole('alert')).toHaveTextContent('Les identifiants renseignés sont incorrects ou inexistants')
  })
})
