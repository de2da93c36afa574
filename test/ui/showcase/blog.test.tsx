import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { aBlogCategoryWithArticles } from '../../infrastructure/showcase/support/showcase-rows'
import { pathOf, renderShowcase } from './support/render-showcase'

const live = useLiveServer()

const DEMO_NEWEST = [
  'Éco-conception : alléger un coffret de luxe sans sacrifier son élégance',
  'Nos certifications ISO 9001 et ISO 14001 renouvelées pour trois ans',
  'Réussir son BAT : la check-list avant de signer',
  'Une nouvelle ligne de gainage pour nos coffrets rigides',
]

// The article titles of the list, in order (the article cards' h2 links).
const titles = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).queryByRole('heading', { level: 2 })?.textContent)
    .filter((title) => title !== undefined)

describe('blog', () => {
  it('lists the published articles newest first, with date, category and reading time', async () => {
    renderShowcase({ live, path: '/actualites' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument()
    // Other tests of this file add older articles: the demo's four stay the newest.
    expect(titles().slice(0, 4)).toEqual(DEMO_NEWEST)
    expect(titles()).not.toContain("Préparer ses fichiers d'impression pour un étui avec dorure")
    const first = screen
      .getByRole('link', { name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' })
      .closest('article')!
    expect(within(first).getByText('12 mars 2026')).toHaveAttribute('datetime', '2026-03-12')
    expect(within(first).getByText(/^Lecture : \d+ min$/)).toBeInTheDocument()
  })

  it('pages the list nine at a time', async () => {
    const blog = await aBlogCategoryWithArticles(live.db, 12)
    const app = renderShowcase({ live, path: `/actualites/${blog.category.slug}` })
    await screen.findByRole('heading', { level: 1, name: blog.category.name })
    expect(titles()).toHaveLength(9)
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pagination).getByText('1').closest('[aria-current]')).toHaveAttribute('aria-current', 'page')
    await app.user.click(within(pagination).getByRole('link', { name: 'Page suivante' }))
    await waitFor(() => expect(titles()).toEqual(['Conseil numéro 10', 'Conseil numéro 11', 'Conseil numéro 12']))
    expect(app.router.state.location.search).toEqual({ page: 2 })
  })

  it('filters by blog category, with the number of articles of each', async () => {
    const app = renderShowcase({ live, path: '/actualites' })
    const filters = await screen.findByRole('navigation', { name: 'Catégories du blog' })
    await app.user.click(within(filters).getByRole('link', { name: 'Conseils packaging (2)' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conseils packaging' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/actualites/conseils-packaging')
    expect(titles()).toEqual([DEMO_NEWEST[0], DEMO_NEWEST[2]])
  })

  it('reads an article chosen from the list', async () => {
    const app = renderShowcase({ live, path: '/actualites' })
    await app.user.click(
      await screen.findByRole('link', { name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' }),
    ).toBeInTheDocument()
    expect(pathOf(app)).toBe('/article/nouvelle-ligne-de-gainage')
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi ce nouvel équipement ?' })).toBeInTheDocument()
    expect(screen.getByText(/Publié le/)).toHaveTextContent(/^Publié le 12 mars 2026 · Lecture : \d+ min$/)
    expect(app.container.querySelector('img[src^="/media/blog/ligne-de-gainage-"][src$="-1280.webp"]')).toHaveAttribute(
      'fetchpriority',
      'high',
    )
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(within(trail).getByRole('link', { name: "Actualités de l'atelier" })).toHaveAttribute(
      'href',
      '/actualites/actualites-de-l-atelier',
    )
  })

  it('follows a link inside the article text without reloading the page', async () => {
    const app = renderShowcase({ live, path: '/article/nouvelle-ligne-de-gainage' })
    await app.user.click(await screen.findByRole('link', { name: 'Contactez-nous' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/nous-contacter')
  })

  it('sends a draft or unknown article, or an unknown blog category, to /404', async () => {
    const app = renderShowcase({ live, path: '/article/preparer-fichiers-etui-dorure' })
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })
    expect(pathOf(app)).toBe('/404')
    const other = renderShowcase({ live, path: '/actualites/inconnue' })
    await waitFor(() => expect(pathOf(other)).toBe('/404'))
  })
})
