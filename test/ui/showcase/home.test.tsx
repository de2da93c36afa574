import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { homeBlocks } from '../../../server/platform/db/schema-showcase'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathOf, renderShowcase, TEST_ORIGIN } from './support/render-showcase'

const live = useLiveServer()

describe('home page built from the home blocks', () => {
  it('renders every block in position order under one h1', async () => {
    renderShowcase({ live, path: '/' })
    const title = await screen.findByRole('heading', { level: 1, name: "L'emballage sur mesure, façonné à Tours" })
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([title])
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections.slice(0, 5)).toEqual([
      'Un atelier intégré, du prototype à la palette',
      'Nos emballages signature',
      'Des matières certifiées, des engagements vérifiés',
      'Nos partenaires',
      "Un projet d'emballage ? Parlons-en.",
    ])
    expect(screen.getByText(/^Coffrets, étuis, écrins, sacs et calages personnalisés/)).toBeInTheDocument()
  })

  it('fetches the hero image first and lets the others load lazily, with their sizes', async () => {
    renderShowcase({ live, path: '/' })
    const hero = await screen.findByRole('img', {
      name: "Coffrets rigides gainés et écrins posés sur l'établi de l'atelier de gainage",
    })
    expect(hero).toHaveAttribute('fetchpriority', 'high')
    expect(hero).toHaveAttribute('loading', 'eager')
    expect(hero).toHaveAttribute('width', '1280')
    expect(hero).toHaveAttribute('height', '800')
    expect(hero.getAttribute('srcset')).toContain('640w')
    const below = screen.getByRole('img', {
      name: 'Presse de dorure à chaud marquant un coffret à la feuille d’or',
    })
    expect(below).toHaveAttribute('loading', 'lazy')
    expect(below).not.toHaveAttribute('fetchpriority')
  })

  it('links the highlighted products and the calls to action, and names the partners', async () => {
    const app = renderShowcase({ live, path: '/' })
    const highlight = (await screen.findByRole('heading', { name: 'Nos emballages signature' })).closest('section')!
    expect(within(highlight).getByRole('link', { name: 'Coffret rigide à fermeture aimantée' })).toHaveAttribute(
      'href',
      '/produit/coffret-rigide-aimante',
    )
    const partners = screen.getByRole('heading', { name: 'Nos partenaires' }).closest('section')!
    // The seeded partners have no site of their own (decision 046): their names show, without a link.
    expect(within(partners).getByText('Transports Ardoise et Tuffeau')).toBeInTheDocument()
    expect(within(partners).queryByRole('link', { name: 'Transports Ardoise et Tuffeau' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Découvrir notre savoir-faire' })).toHaveAttribute(
      'href',
      '/notre-savoir-faire',
    )
    await app.user.click(screen.getByRole('link', { name: 'Demander un devis' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/nous-contacter')
  })

  it('gives the page its title, description, canonical URL and Open Graph tags', async () => {
    renderShowcase({ live, path: '/' })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe('Emballages personnalisés sur mesure | Écrin'))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_ORIGIN}/`)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Écrin conçoit et fabrique à Tours/,
    )
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Emballages personnalisés sur mesure',
    )
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  })

  it('still has its h1 when no hero block is published', async () => {
    // The hero turned into a text block for this test only: the other tests read the demo home.
    await live.db.update(homeBlocks).set({ type: 'text_image' }).where(eq(homeBlocks.type, 'hero'))
    try {
      renderShowcase({ live, path: '/' })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Écrin, fabricant d’emballages personnalisés' }),
      ).toBeInTheDocument()
    } finally {
      await live.db.update(homeBlocks).set({ type: 'hero' }).where(eq(homeBlocks.position, 1))
    }
  })
})
