import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NetworkError } from '../../src/application/errors'
import { failingAccount, refused } from './support/failing-gateways'
import { PARIS } from './support/portal-builders'
import { currentPath, renderApp } from './support/render-app'

const SENT = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
const UNKNOWN = "L'identifiant renseigné est incorrect ou inexistant"

describe('forgotten password (/forgot-password)', () => {
  it('is reached from the login screen and lives in the public layout', async () => {
    const app = renderApp({ path: '/login' })
    await app.user.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument()
    expect(currentPath(app)).toBe('/forgot-password')
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Mot de passe oublié')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('sends the request for an identifiant and says so (spec §8)', async () => {
    const app = renderApp({ path: '/forgot-password' })
    await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'boutique-paris')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(app.world.mails).toEqual([expect.objectContaining({ to: 'boutique-paris@maison-lemoine.test' })])
  })

  it('gives the same answer for an unknown identifiant (nobody can probe for accounts)', async () => {
    const app = renderApp({ path: '/forgot-password' })
    await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'inconnu')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('status')).toHaveTextContent(SENT)
    expect(app.world.mails).toHaveLength(0)
  })

  it('shows the spec failure message when the server refuses', async () => {
    const app = renderApp({ path: '/forgot-password', portalOverride: failingAccount(refused('Requête invalide.', 400)) })
    await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'boutique-paris')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN)
  })

  it('passes on the rate-limit message, and says when the server is unreachable', async () => {
    const limited = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'
    const app = renderApp({ path: '/forgot-password', portalOverride: failingAccount(refused(limited, 429)) })
    await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'boutique-paris')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(limited)
    app.unmount()

    const offline = renderApp({ path: '/forgot-password', portalOverride: failingAccount(new NetworkError({})) })
    await offline.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'boutique-paris')
    await offline.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable')
  })
})

describe('password reset (/reset-password/{token})', () => {
  async function requestLink(app: ReturnType<typeof renderApp>): Promise<string> {
    await app.user.type(await screen.findByRole('textbox', { name: 'Identifiant' }), 'boutique-paris')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    await screen.findByRole('status')
    const link = app.world.mails[0]?.link
    if (link === undefined) throw new Error('a reset mail')
    return link
  }

  async function choosePassword(app: ReturnType<typeof renderApp>, password: string, confirmation: string) {
    await app.user.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), password)
    await app.user.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
  }

  it('sets the new password through the mailed link, then offers the login', async () => {
    const app = renderApp({ path: '/forgot-password' })
    const link = await requestLink(app)
    await app.router.navigate({ to: link })
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument()
    await choosePassword(app, 'Nouveau2026x', 'Nouveau2026x')
    expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe mis à jour avec succès')
    expect(app.world.shops.get(PARIS)?.password).toBe('Nouveau2026x')
    await app.user.click(screen.getByRole('link', { name: 'Se connecter' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })).toBeInTheDocument()
  })

  it("says the spec message for a link that is unknown or already used", async () => {
    const app = renderApp({ path: '/reset-password/jeton-inconnu' })
    await choosePassword(app, 'Nouveau2026x', 'Nouveau2026x')
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN)
  })

  it("shows the server's message for a password it refuses, and keeps the form", async () => {
    const app = renderApp({ path: '/forgot-password' })
    await app.router.navigate({ to: await requestLink(app) })
    await choosePassword(app, 'Nouveau2026x', 'Autre2026xx')
    expect(await screen.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas.')
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeEnabled()
  })
})
