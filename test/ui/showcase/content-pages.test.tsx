import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { scriptedFetch } from '../../support/live-server/wrapped-fetch'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathOf, renderShowcase } from './support/render-showcase'

const live = useLiveServer()

describe('company, legal and FAQ pages, catalogues and jobs', () => {
  it('renders a company page from its Markdown content, with breadcrumbs and its update date', async () => {
    renderShowcase({ live, path: '/qui-sommes-nous' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Qui sommes-nous ?' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Un cartonnier tourangeau au service des marques' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByText('Qui sommes-nous ?'),
    ).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('1 novembre 2026')).toHaveAttribute('datetime', '2026-11-01')
    await waitFor(() => expect(document.title).toBe('Qui sommes-nous ? | Écrin'))
  })

  it('sends an address that is no page of the site to /404', async () => {
    const app = renderShowcase({ live, path: '/page-inexistante' })
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })
    expect(pathOf(app)).toBe('/404')
  })

  it('shows the FAQ as an accordion of question headings', async () => {
    const app = renderShowcase({ live, path: '/faq' })
    const question = await screen.findByRole('button', { name: 'Quelle est la quantité minimale de commande ?' })
    expect(question.closest('h2')).not.toBeNull()
    expect(question).toHaveAttribute('aria-expanded', 'false')
    const answer = /nous réalisons des étuis et boîtes pliantes à partir de 500 exemplaires/
    expect(screen.queryByText(answer)).not.toBeInTheDocument()
    await app.user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(answer)).toBeVisible()
  })

  it('offers each specialised catalogue as a PDF with its size', async () => {
    renderShowcase({ live, path: '/catalogues-specialises' })
    const download = await screen.findByRole('link', {
      name: /^Télécharger « Parfumerie et cosmétique 2026 » \(PDF, [1-9][0-9]* Ko\)$/,
    })
    // The seed names each file by its content (decision 038): the key, then a hash.
    expect(download.getAttribute('href')).toMatch(
      /^\/media\/catalogues\/ecrin-parfumerie-et-cosmetique-2026-[0-9a-f]{8}\.pdf$/,
    )
  })

  it('lists the published jobs and opens one', async () => {
    const app = renderShowcase({ live, path: '/nos-offres-emploi' })
    const offers = await screen.findAllByRole('article')
    expect(offers.map((offer) => within(offer).getByRole('heading').textContent)).toEqual([
      "Concepteur / conceptrice packaging – bureau d'études (H/F)",
      'Conducteur / conductrice de presse offset (H/F)',
      'Assistant(e) administration des ventes en alternance (H/F)',
    ])
    await app.user.click(screen.getByRole('link', { name: 'Conducteur / conductrice de presse offset (H/F)' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conducteur / conductrice de presse offset (H/F)' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/^De 2 300 € à 2 800 € bruts mensuels/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Postuler à cette offre' })).toBeInTheDocument()
  })

  it('shows the error screen when the content cannot be loaded', async () => {
    const app = renderShowcase({
      live,
      path: '/',
      fetch: scriptedFetch(live.fetch, { '/api/catalogues': 'network-failure' }),
    })
    await screen.findByRole('heading', { level: 1 })
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Catalogues spécialisés' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Une erreur inattendue est survenue' }),
    ).toBeInTheDocument()
  })
})
