import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aShowcase } from '../../infrastructure/showcase/support/showcase-builders'
import { pathOf, renderShowcase, TEST_ORIGIN } from './support/render-showcase'

describe('home page built from the home blocks', () => {
  it('renders every block in position order under one h1', async () => {
    renderShowcase({ path: '/' })
    const title = await screen.findByRole('heading', { level: 1, name: 'L’emballage sur mesure, façonné à Tours' })
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([title])
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections.slice(0, 4)).toEqual(['Un atelier intégré', 'Nos emballages signature', 'Nos partenaires', 'Un projet d’emballage ? Parlons-en.'])
    expect(screen.getByText('Coffrets, étuis et écrins personnalisés.')).toBeInTheDocument()
  })

  it('fetches the hero image first and lets the others load lazily, with their sizes', async () => {
    renderShowcase({ path: '/' })
    const hero = await screen.findByRole('img', { name: 'Atelier de gainage' })
    expect(hero).toHaveAttribute('fetchpriority', 'high')
    expect(hero).toHaveAttribute('loading', 'eager')
    expect(hero).toHaveAttribute('width', '1280')
    expect(hero).toHaveAttribute('height', '960')
    expect(hero.getAttribute('srcset')).toContain('640w')
    const below = screen.getByRole('img', { name: 'Dorure à chaud' })
    expect(below).toHaveAttribute('loading', 'lazy')
    expect(below).not.toHaveAttribute('fetchpriority')
  })

  it('links the highlighted products, the partners and the calls to action', async () => {
    const app = renderShowcase({ path: '/' })
    const highlight = (await screen.findByRole('heading', { name: 'Nos emballages signature' })).closest('section')!
    expect(within(highlight).getByRole('link', { name: 'Coffret rigide à fermeture aimantée' })).toHaveAttribute('href', '/produit/coffret-rigide-aimante')
    const partners = screen.getByRole('heading', { name: 'Nos partenaires' }).closest('section')!
    expect(within(partners).getByRole('link', { name: 'Transports Ardoise et Tuffeau' })).toHaveAttribute('href', expect.stringMatching(/^https:/))
    expect(screen.getByRole('link', { name: 'Découvrir notre savoir-faire' })).toHaveAttribute('href', '/notre-savoir-faire')
    await app.user.click(screen.getByRole('link', { name: 'Demander un devis' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/nous-contacter')
  })

  it('gives the page its title, description, canonical URL and Open Graph tags', async () => {
    renderShowcase({ path: '/' })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe('Emballages personnalisés sur mesure | Écrin'))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_ORIGIN}/`)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Écrin conçoit et fabrique à Tours/)
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Emballages personnalisés sur mesure')
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  })

  it('still has its h1 when no hero block is published', async () => {
    renderShowcase({ path: '/', fixture: aShowcase({ homeBlocks: [] }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Écrin, fabricant d’emballages personnalisés' })).toBeInTheDocument()
  })
})
