import { screen, waitFor } from '@testing-library/react'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { scriptedAdminSignInLayer } from '../support/scripted-auth-gateway'

const live = useLiveServer()

const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'

describe('e-commerce admin login screen (/admin)', () => {
  it('shows the spec message on wrong credentials and stores nothing', async () => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, 'mauvais')
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS)
    expect(pathnameOf(app)).toBe('/admin')
    expect(app.tokens.areas.local.size + app.tokens.areas.session.size).toBe(0)
  })

  it('shows the spec message even when the server sent another one (spec §8)', async () => {
    const override = scriptedAdminSignInLayer(
      Effect.fail(new Rejected({ status: 403, message: 'Compte administrateur désactivé.' })),
    )
    const app = renderLiveApp({ live, path: '/admin', override })
    await submitLogin(app.user, 'admin', DEFAULT_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${WRONG_CREDENTIALS}$`))
  })

  it('disables the button while the login call is under way', async () => {
    const app = renderLiveApp({ live, path: '/admin', override: scriptedAdminSignInLayer(Effect.never) })
    await submitLogin(app.user, 'admin', DEFAULT_PASSWORD)
    // The call never ends: the button stays disabled, whatever the machine's speed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled())
  })

  it('lands in the back office showing the admin login, and logout returns to /admin', async () => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument()
    expect(screen.getByText(admin.login, { selector: 'strong' })).toBeInTheDocument()
    expect(app.tokens.areas.session.has('admin')).toBe(true)

    await app.user.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion au back-office' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/admin')
    expect(app.tokens.areas.session.has('admin')).toBe(false)
  })

  it('does not log a shop account into the back office', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS)
  })
})
