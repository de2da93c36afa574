import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pathOf, renderShowcase } from './support/render-showcase'

describe('company, legal and FAQ pages, catalogues and jobs', () => {
  it('renders a company page from its Markdown content, with breadcrumbs and its update date', async () => {
    renderShowcase({ path: '/qui-sommes-nous' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Qui sommes-nous ?' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Section de qui-sommes-nous' })).toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByText('Qui sommes-nous ?')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('1 novembre 2026')).toHaveAttribute('datetime', '2026-11-01')
    await waitFor(() => expect(document.title).toBe('Qui sommes-nous ? | Écrin'))
  })

  it('sends an address that is no page of the site to /404', async () => {
    const app = renderShowcase({ path: '/page-inexistante' })
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })
    expect(pathOf(app)).toBe('/404')
  })

  it('shows the FAQ as an accordion of question headings', async () => {
    const app = renderShowcase({ path: '/faq' })
    const question = await screen.findByRole('button', { name: 'Quelle est la quantité minimale de commande ?' })
    expect(question.closest('h2')).not.toBeNull()
    expect(question).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('À partir de 300 exemplaires.')).not.toBeInTheDocument()
    await app.user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('À partir de 300 exemplaires.')).toBeVisible()
  })

  it('offers each specialised catalogue as a PDF with its size', async () => {
    renderShowcase({ path: '/catalogues-specialises' })
    const download = await screen.findByRole('link', { name: 'Télécharger « Parfumerie et cosmétique 2026 » (PDF, 2,4 Mo)' })
    expect(download).toHaveAttribute('href', '/media/catalogues/parfumerie-2026.pdf')
  })

  it('lists the published jobs and opens one', async () => {
    const app = renderShowcase({ path: '/nos-offres-emploi' })
    const offers = await screen.findAllByRole('article')
    expect(offers.map((offer) => within(offer).getByRole('heading').textContent)).toEqual([
      'Conducteur / conductrice de presse offset (H/F)',
      'Assistant commercial (H/F)',
    ])
    await app.user.click(screen.getByRole('link', { name: 'Conducteur / conductrice de presse offset (H/F)' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conducteur / conductrice de presse offset (H/F)' })).toBeInTheDocument()
    expect(screen.getByText('De 2 300 € à 2 800 € bruts mensuels')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Postuler à cette offre' })).toBeInTheDocument()
  })

  it('shows the error screen when the content cannot be loaded', async () => {
    const app = renderShowcase({ path: '/' })
    await screen.findByRole('heading', { level: 1 })
    app.storefront.failNext = { kind: 'network' }
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Catalogues spécialisés' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur inattendue est survenue' })).toBeInTheDocument()
  })
})
