import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathOf, renderShowcase, TEST_ORIGIN } from './support/render-showcase'

// The menu offers only subcategories with products, partners without a site
// are not links, the whole catalogue has its page, a job's "En bref" precedes its form, and the heads
// of the home and job pages keep an og:image in the browser (decision 046).
const live = useLiveServer()

const productsPanel = async () => {
  const toggle = await screen.findByRole('button', { name: 'Nos produits' })
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
}

describe('content fit for the site', () => {
  it('leaves the subcategories without products out of the menu, and links the whole catalogue', async () => {
    renderShowcase({ live, path: '/' })
    const panel = await productsPanel()
    const links = within(panel)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent)
    expect(links).toContain('Coffrets rigides')
    for (const empty of ['Coffrets bouteilles', 'Boîtes d’expédition', 'Calages']) expect(links).not.toContain(empty)
    expect(within(panel).getByRole('link', { name: 'Tout le catalogue', hidden: true })).toHaveAttribute(
      'href',
      '/catalogue',
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Tout le catalogue' })).toHaveAttribute('href', '/catalogue')
  })

  it('shows the partners without a site as names, not links', async () => {
    renderShowcase({ live, path: '/' })
    await screen.findByRole('heading', { level: 1 })
    const footer = screen.getByRole('contentinfo')
    const logo = await within(footer).findByRole('img', { name: 'Papeterie des Grands Chênes' })
    expect(logo.closest('a')).toBeNull()
    for (const link of within(footer).getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(/example\.com/)
    const block = screen.getByRole('heading', { level: 2, name: 'Nos partenaires' }).closest('section') as HTMLElement
    expect(within(block).getByText('Papeterie des Grands Chênes').closest('a')).toBeNull()
  })

  it('lists every category with its subcategories and counts on /catalogue', async () => {
    const app = renderShowcase({ live, path: '/catalogue' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tout le catalogue' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Tout le catalogue | Écrin'))
    const main = screen.getByRole('main')
    const categories = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(categories).toEqual(['Coffrets et écrins', 'Étuis et boîtes pliantes', 'Sacs, calages et PLV'])
    const coffrets = within(main).getByRole('list', { name: 'Sous-catégories de Coffrets et écrins' })
    expect(
      within(coffrets)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Coffrets rigides', 'Écrins bijoux'])
    expect(within(coffrets).getAllByText('(1 produit)')).toHaveLength(2)
    expect(within(main).getAllByText('2 produits')).toHaveLength(3)
    await app.user.click(within(coffrets).getByRole('link', { name: 'Coffrets rigides' }))
    await waitFor(() => expect(pathOf(app)).toBe('/categorie-produit/coffrets-et-ecrins/coffrets-rigides'))
  })

  it('puts "En bref" with the salary before the application form, in reading and tab order', async () => {
    renderShowcase({ live, path: '/offre-emploi/conducteur-conductrice-offset' })
    const facts = await screen.findByRole('complementary', { name: 'En bref' })
    expect(within(facts).getByText(/De 2 300 € à 2 800 € bruts mensuels/)).toBeInTheDocument()
    const form = screen.getByRole('heading', { level: 2, name: 'Postuler à cette offre' })
    expect(facts.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // Tabbing from the top reaches the link of "En bref" before any field of the form.
    const back = within(facts).getByRole('link', { name: '← Toutes nos offres' })
    const firstField = screen.getAllByRole('textbox')[0] as HTMLElement
    expect(back.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('keeps an og:image in the head of the home page and of a job page', async () => {
    const app = renderShowcase({ live, path: '/' })
    await screen.findByRole('heading', { level: 1 })
    const ogImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')
    await waitFor(() => expect(ogImage()).toMatch(new RegExp(`^${TEST_ORIGIN}/media/home/.+\\.webp$`)))
    const homeImage = ogImage()
    await app.router.navigate({ to: '/offre-emploi/$slug', params: { slug: 'conducteur-conductrice-offset' } })
    await screen.findByRole('complementary', { name: 'En bref' })
    await waitFor(() => expect(document.title).toMatch(/^Conducteur/))
    expect(ogImage()).toBe(homeImage)
  })
})
