import { screen } from '@testing-library/react'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { NetworkError, Rejected } from '../../../src/application/errors'
import { aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { scriptedLoginLayer } from '../support/scripted-auth-gateway'

const live = useLiveServer()

const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'

describe('shop login screen (/login)', () => {
  it('shows the spec message on wrong credentials, stays on /login and stores nothing', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, 'mauvais-mot-de-passe')
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS)
    expect(pathnameOf(app)).toBe('/login')
    expect(app.tokens.areas.local.size + app.tokens.areas.session.size).toBe(0)
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled()
  })

  it("shows the server's own message when it sent one", async () => {
    const message = 'Votre compte est suspendu, contactez votre commercial.'
    const app = renderLiveApp({
      live,
      path: '/login',
      override: scriptedLoginLayer(Effect.fail(new Rejected({ status: 403, message }))),
    })
    await submitLogin(app.user, 'boutique-paris', DEFAULT_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('falls back to the spec message when the refusal carries no message', async () => {
    const override = scriptedLoginLayer(Effect.fail(new Rejected({ status: 401, message: null })))
    const app = renderLiveApp({ live, path: '/login', override })
    await submitLogin(app.user, 'boutique-paris', DEFAULT_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS)
  })

  it('says the server is unreachable rather than blaming the credentials', async () => {
    const app = renderLiveApp({ live, path: '/login', override: scriptedLoginLayer(Effect.fail(new NetworkError({}))) })
    await submitLogin(app.user, 'boutique-paris', DEFAULT_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable')
  })

  it('disables the button while the login call is under way', async () => {
    const app = renderLiveApp({ live, path: '/login', override: scriptedLoginLayer(Effect.never) })
    await submitLogin(app.user, 'boutique-paris', DEFAULT_PASSWORD)
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled()
  })

  it('lands on /account/catalog with the shop name, tokens in session storage without rememberMe', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD)
    expect(await screen.findByText(shop.name)).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/account/catalog')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mon catalogue')
    expect(app.tokens.areas.session.has('shop')).toBe(true)
    expect(app.tokens.areas.local.has('shop')).toBe(false)
  })

  it('keeps the tokens in local storage with rememberMe', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD, true)
    await screen.findByText(shop.name)
    expect(app.tokens.areas.local.has('shop')).toBe(true)
    expect(app.tokens.areas.session.has('shop')).toBe(false)
  })

  it('restores the shop from its stored tokens when the cache is empty (spec §4)', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD, true)
    await screen.findByText(shop.name)

    // Leave the account for a public page (its content is the showcase's business, not this test's).
    await app.router.navigate({ to: '/forgot-password' })
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })
    const queryClient = await app.context.loadQueryClient()
    queryClient.clear()
    const before = live.calls.length
    await app.router.navigate({ to: '/account/catalog' })
    expect(await screen.findByText(shop.name)).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/account/catalog')
    expect(live.calls.slice(before)).toContainEqual({ method: 'GET', path: '/portal-api/auth/current', status: 200 })
  })

  it('logs out: clears the stored tokens, tells the server and goes to /login', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD, true)
    await screen.findByText(shop.name)
    await app.user.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/login')
    expect(app.tokens.areas.local.has('shop')).toBe(false)
    expect(live.calls.filter((call) => call.path === '/portal-api/logout')).toEqual([
      { method: 'POST', path: '/portal-api/logout', status: 200 },
    ])
  })
})
