import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The real route tree over the live server: the demo showcase for the public pages, the real login.
const live = useLiveServer()

describe('home page and public layout', () => {
  it('has the landmarks, one h1, and a skip link to the main content', async () => {
    renderLiveApp({ live, path: '/' })
    const main = await screen.findByRole('main')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(within(screen.getByRole('banner')).getByText('Écrin')).toBeInTheDocument()
    expect(
      within(screen.getByRole('contentinfo')).getByText(/fabricant français d’emballages personnalisés/),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('contentinfo')).getByText(/Tous droits réservés/)).toBeInTheDocument()

    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' })
    expect(skip.getAttribute('href')).toBe(`#${main.id}`)
  })

  it('offers Accueil and Espace client in the main navigation', async () => {
    const app = renderLiveApp({ live, path: '/' })
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' })
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/')
    const customer = within(nav).getByRole('link', { name: 'Espace client' })
    expect(customer).toHaveAttribute('href', '/login')

    await app.user.click(customer)
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace client' })).toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/login')
  })

  it('keeps the customer login outside the public layout and labels every control', async () => {
    renderLiveApp({ live, path: '/login' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Identifiant' })).toBeInTheDocument()
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked()
  })

  it('submits the login form with the keyboard alone', async () => {
    const app = renderLiveApp({ live, path: '/login' })
    await screen.findByRole('heading', { level: 1 })
    await app.user.tab() // skip link
    await app.user.tab() // brand link
    await app.user.tab()
    expect(screen.getByLabelText('Identifiant')).toHaveFocus()
    await app.user.keyboard('inconnu')
    await app.user.tab()
    await app.user.keyboard('secret{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les identifiants renseignés sont incorrects ou inexistants',
    )
  })

  it('shows the showcase admin login form at /vitrine/admin', async () => {
    renderLiveApp({ live, path: '/vitrine/admin' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion au back-office vitrine' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeInTheDocument()
  })
})
