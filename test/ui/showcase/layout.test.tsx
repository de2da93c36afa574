import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reachesBlockedPage } from '../../../src/ui/showcase/routing/public-page'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathOf, renderShowcase } from './support/render-showcase'

const live = useLiveServer()

describe('public layout: header, footer and the blocked flag', () => {
  it('offers every section in the main navigation, and the customer login', async () => {
    renderShowcase({ live, path: '/' })
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual([
      'Accueil',
      'Qui sommes-nous',
      'Savoir-faire',
      'Actualités',
      'Offres d’emploi',
      'Nous contacter',
      'Espace client',
    ])
    expect(within(nav).getByRole('link', { name: 'Espace client' })).toHaveAttribute('href', '/login')
    expect(within(nav).getByRole('button', { name: 'Nos produits' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens the products menu from the keyboard and closes it with Escape, focus back on its button', async () => {
    const app = renderShowcase({ live, path: '/' })
    const toggle = await screen.findByRole('button', { name: 'Nos produits' })
    toggle.focus()
    await app.user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(within(panel).getByRole('link', { name: 'Coffrets rigides' })).toHaveAttribute(
      'href',
      '/categorie-produit/coffrets-et-ecrins/coffrets-rigides',
    )
    await app.user.tab()
    expect(within(panel).getByRole('link', { name: 'Coffrets et écrins' })).toHaveFocus()
    await app.user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes the products menu once a category is chosen', async () => {
    const app = renderShowcase({ live, path: '/' })
    const toggle = await screen.findByRole('button', { name: 'Nos produits' })
    await app.user.click(toggle)
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    await app.user.click(within(panel).getByRole('link', { name: 'Étuis et boîtes pliantes' }))
    await waitFor(() => expect(pathOf(app)).toBe('/categorie-produit/etuis-et-boites-pliantes'))
    expect(screen.getByRole('button', { name: 'Nos produits' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('toggles the small-screen menu with its button', async () => {
    const app = renderShowcase({ live, path: '/' })
    const menu = await screen.findByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Navigation principale' }).id)
    await app.user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    await app.user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the address, the partners and every legal link in the footer', async () => {
    renderShowcase({ live, path: '/' })
    await screen.findByRole('heading', { level: 1 })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(/12 rue des Cartonniers/)).toBeInTheDocument()
    expect(within(footer).getByRole('img', { name: 'Papeterie des Grands Chênes' })).toHaveAttribute('loading', 'lazy')
    const legal = within(footer).getByRole('navigation', { name: 'Informations' })
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/mentions-legales',
      '/cgv',
      '/cgu',
      '/politique-de-confidentialite',
      '/politique-relative-aux-cookies-et-autres-traceurs',
      '/faq',
    ])
    expect(within(legal).getByRole('button', { name: 'Gestion des cookies' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Coffrets et écrins' })).toHaveAttribute(
      'href',
      '/categorie-produit/coffrets-et-ecrins',
    )
  })

  it('flags every showcase page "blocked" with the string false (spec §6)', async () => {
    const app = renderShowcase({ live, path: '/' })
    await screen.findByRole('heading', { level: 1 })
    // The first segment of each showcase route id; the empty one is the home page.
    const segments = [
      '\\$page',
      'faq',
      'nous-contacter',
      'nos-offres-emploi',
      'catalogues-specialises',
      'actualites',
      'article',
      'offre-emploi',
      'categorie-produit',
      'produit',
      '',
    ]
    const showcaseRoute = new RegExp(`^/_public/(${segments.join('|')})(/|$)`)
    const showcaseRoutes = Object.values(app.router.routesById).filter((route) => showcaseRoute.test(route.id))
    expect(showcaseRoutes.length).toBeGreaterThanOrEqual(14)
    for (const route of showcaseRoutes)
      expect([route.id, route.options.staticData?.blocked]).toEqual([route.id, 'false'])
  })

  it('sends the visitor to the main site only from a page flagged with the string true', () => {
    expect(reachesBlockedPage([{ staticData: { blocked: 'false' } }, { staticData: {} }])).toBe(false)
    expect(reachesBlockedPage([{ staticData: {} }, { staticData: { blocked: 'true' } }])).toBe(true)
  })

  it('stays on the page when no page is flagged, even with a main site configured', async () => {
    const app = renderShowcase({
      live,
      path: '/',
      services: { site: { origin: 'https://www.ecrin.test', mainSiteUrl: 'https://www.groupe.test' } },
    })
    await screen.findByRole('heading', { level: 1 })
    expect(app.left).toEqual([])
  })
})
