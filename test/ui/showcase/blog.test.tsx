import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adviceArticles, aShowcase } from '../../infrastructure/showcase/support/showcase-builders'
import { pathOf, renderShowcase } from './support/render-showcase'

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).filter((text) => text?.startsWith('Conseil') || text?.startsWith('Une'))

describe('blog', () => {
  it('lists the published articles newest first, with date, category and reading time', async () => {
    renderShowcase({ path: '/actualites' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument()
    expect(titles()).toEqual(['Une nouvelle ligne de gainage pour nos coffrets rigides', 'Conseil numéro 1', 'Conseil numéro 2', 'Conseil numéro 3'])
    const first = screen.getByRole('link', { name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' }).closest('article')!
    expect(within(first).getByText('12 mars 2026')).toHaveAttribute('datetime', '2026-03-12')
    expect(within(first).getByText('Lecture : 4 min')).toBeInTheDocument()
  })

  it('pages the list nine at a time', async () => {
    const app = renderShowcase({ path: '/actualites', fixture: aShowcase({ articles: adviceArticles(12) }) })
    await screen.findByRole('heading', { level: 1 })
    expect(titles()).toHaveLength(9)
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pagination).getByText('1').closest('[aria-current]')).toHaveAttribute('aria-current', 'page')
    await app.user.click(within(pagination).getByRole('link', { name: 'Page suivante' }))
    await waitFor(() => expect(titles()).toEqual(['Conseil numéro 10', 'Conseil numéro 11', 'Conseil numéro 12']))
    expect(app.router.state.location.search).toEqual({ page: 2 })
  })

  it('filters by blog category, with the number of articles of each', async () => {
    const app = renderShowcase({ path: '/actualites' })
    const filters = await screen.findByRole('navigation', { name: 'Catégories du blog' })
    await app.user.click(within(filters).getByRole('link', { name: 'Conseils packaging (3)' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conseils packaging' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/actualites/conseils-packaging')
    expect(titles()).toEqual(['Conseil numéro 1', 'Conseil numéro 2', 'Conseil numéro 3'])
  })

  it('reads an article chosen from the list', async () => {
    const app = renderShowcase({ path: '/actualites' })
    await app.user.click(await screen.findByRole('link', { name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/article/nouvelle-ligne-de-gainage')
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi ?' })).toBeInTheDocument()
    expect(screen.getByText(/Publié le/)).toHaveTextContent('Publié le 12 mars 2026 · Lecture : 4 min')
    expect(screen.getByRole('img', { name: 'La ligne de gainage' })).toHaveAttribute('fetchpriority', 'high')
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(within(trail).getByRole('link', { name: 'Actualités de l’atelier' })).toHaveAttribute('href', '/actualites/actualites-de-l-atelier')
  })

  it('follows a link inside the article text without reloading the page', async () => {
    const app = renderShowcase({ path: '/article/nouvelle-ligne-de-gainage' })
    await app.user.click(await screen.findByRole('link', { name: 'vous' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/nous-contacter')
  })

  it('sends an unknown article or blog category to /404', async () => {
    const app = renderShowcase({ path: '/article/brouillon' })
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })
    expect(pathOf(app)).toBe('/404')
    const other = renderShowcase({ path: '/actualites/inconnue' })
    await waitFor(() => expect(pathOf(other)).toBe('/404'))
  })
})
