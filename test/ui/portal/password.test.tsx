import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NetworkError } from '../../../src/application/errors'
import { aShop } from '../../server/support/builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { lastResetToken, mailsTo } from '../../support/live-server/reset-link'
import { failingAccount } from '../support/failing-gateways'
import { type LiveApp, pathnameOf, renderLiveApp } from '../support/render-live-app'

const live = useLiveServer()

const SENT = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
const UNKNOWN = "L'identifiant renseigné est incorrect ou inexistant"
const NEW_PASSWORD = 'Nouveau2026x'

async function askForLink(app: LiveApp, identifiant: string) {
  await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), identifiant)
  await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
}

describe('forgotten password (/forgot-password)', () => {
  it('is reached from the login screen and lives in the public layout', async () => {
    const app = renderLiveApp({ live, path: '/login' })
    await app.user.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/forgot-password')
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Mot de passe oublié')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('sends the request for an identifiant and says so (spec §8)', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/forgot-password' })
    await askForLink(app, shop.identifiant)
    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(await mailsTo(live, shop.email)).toBe(1)
  })

  it('gives the same answer for an unknown identifiant (nobody can probe for accounts)', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/forgot-password' })
    await askForLink(app, `${shop.identifiant}-inconnu`)
    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(await mailsTo(live, shop.email)).toBe(0)
  })

  it('shows the spec failure message when the server refuses the request', async () => {
    // The form keeps to the contract (maxLength, the schema checked before sending), so the server's 400
    // can no longer be provoked from it: the request goes out with its own text, longer than allowed.
    const overlong = withFetch(
      live,
      (fetch) => (input, init) =>
        new URL(input).pathname.endsWith('/forgot-password')
          ? fetch(input, { ...init, body: JSON.stringify({ identifiant: 'x'.repeat(201) }) })
          : fetch(input, init),
    )
    const app = renderLiveApp({ live: overlong, path: '/forgot-password' })
    await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'x')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN)
    expect(live.calls.at(-1)).toMatchObject({ path: '/portal-api/forgot-password', status: 400 })
  })

  it('passes on the rate-limit message', async () => {
    const shop = await aShop(live.db)
    const ask = () =>
      live.fetch(`${LIVE_API.portalUrl}/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifiant: shop.identifiant }),
      })
    for (let attempt = 0; attempt < 5; attempt += 1) await ask()
    const app = renderLiveApp({ live, path: '/forgot-password' })
    await askForLink(app, shop.identifiant)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    )
  })

  it('says when the server is unreachable', async () => {
    const app = renderLiveApp({ live, path: '/forgot-password', override: failingAccount(new NetworkError({})) })
    await askForLink(app, 'boutique-paris')
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable')
  })
})

describe('password reset (/reset-password/{token})', () => {
  async function requestLink(app: LiveApp): Promise<{ path: string; identifiant: string; id: number }> {
    const shop = await aShop(live.db)
    await askForLink(app, shop.identifiant)
    await screen.findByRole('status')
    const token = await lastResetToken(live, shop.email)
    if (token === null) throw new Error('a reset mail')
    return { path: `/reset-password/${token}`, identifiant: shop.identifiant, id: shop.id }
  }

  async function choosePassword(app: LiveApp, password: string, confirmation: string) {
    await app.user.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), password)
    await app.user.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
  }

  it('sets the new password through the mailed link, then offers the login', async () => {
    const app = renderLiveApp({ live, path: '/forgot-password' })
    const link = await requestLink(app)
    await app.router.navigate({ to: link.path })
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument()
    await choosePassword(app, NEW_PASSWORD, NEW_PASSWORD)
    expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe mis à jour avec succès')
    await expect(live.loginShop(link.identifiant, NEW_PASSWORD)).resolves.toMatchObject({ UserId: String(link.id) })
    await app.user.click(screen.getByRole('link', { name: 'Se connecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })).toBeInTheDocument()
  })

  it('says the spec message for a link that is unknown or already used', async () => {
    const app = renderLiveApp({ live, path: '/reset-password/jeton-inconnu' })
    await choosePassword(app, NEW_PASSWORD, NEW_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN)
  })

  it("shows the server's message for a password it refuses, and keeps the form", async () => {
    // The form checks the domain's rule first (public-password-errors.test.tsx): the server's own refusal is
    // reached by a request that says otherwise than the form.
    const differing = withFetch(
      live,
      (fetch) => (input, init) =>
        new URL(input).pathname.endsWith('/change-password')
          ? fetch(input, {
              ...init,
              body: JSON.stringify({ ...JSON.parse(String(init?.body)), password_confirmation: 'Autre2026xx' }),
            })
          : fetch(input, init),
    )
    const app = renderLiveApp({ live: differing, path: '/forgot-password' })
    await app.router.navigate({ to: (await requestLink(app)).path })
    await choosePassword(app, NEW_PASSWORD, NEW_PASSWORD)
    expect(await screen.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas.')
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeEnabled()
  })
})
