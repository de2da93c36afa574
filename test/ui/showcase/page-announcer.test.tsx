import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderShowcase } from './support/render-showcase'

// After an in-site navigation the new page's h1 takes the focus and a polite live region
// names the page; the first load moves nothing (decision 047). The consent banner comes right after the skip link.

const live = useLiveServer()

const liveRegion = (container: HTMLElement) => container.querySelector('p[aria-live="polite"]')

describe('page changes on the public site', () => {
  it('leaves focus and the live region alone on the first load', async () => {
    const { container } = renderShowcase({ live, path: '/nous-contacter' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).not.toHaveFocus()
    expect(liveRegion(container)).toHaveTextContent(/^$/)
  })

  it('focuses the new h1 and announces its title after following a link', async () => {
    const app = renderShowcase({ live, path: '/' })
    const footer = await screen.findByRole('contentinfo')
    await app.user.click(within(footer).getByRole('link', { name: 'Nous contacter' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })
    await expect.poll(() => document.activeElement).toBe(heading)
    expect(heading).toHaveAttribute('tabindex', '-1')
    expect(liveRegion(app.container)).toHaveTextContent('Page chargée : Nous contacter')
  })

  it('does not move focus when only the query changes', async () => {
    const app = renderShowcase({ live, path: '/nous-contacter' })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })
    await app.router.navigate({ to: '/nous-contacter', search: { sujet: 'Échantillons' } })
    // The router tells its subscribers once the page has rendered: give it that turn.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heading).not.toHaveFocus()
    expect(liveRegion(app.container)).toHaveTextContent(/^$/)
  })

  it('puts the open consent banner right after the skip link, before the header', async () => {
    renderShowcase({ live, path: '/', consented: false })
    const banner = await screen.findByRole('region', { name: 'Votre vie privée' })
    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' })
    expect(skip.nextElementSibling).toBe(banner)
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
