import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderShowcase } from './support/render-showcase'

// The picker offers the values possible given the choices above (decision 045, amended); the chosen variant
// lives in the address; the page states minimum order, lead time and finishes, and the description once.

const live = useLiveServer()

const COFFRET = '/produit/coffret-rigide-aimante'
const reference = () => screen.queryByTestId('variant-reference')?.textContent ?? null
const variantOf = (app: ReturnType<typeof renderShowcase>) =>
  (app.router.state.location.search as { variante?: string }).variante

describe('variant picker: values are offered given the choices above them', () => {
  it('names the choices above that exclude a value, and marks it aria-disabled', async () => {
    renderShowcase({ live, path: COFFRET })
    expect(await screen.findByRole('radio', { name: 'S' })).toBeChecked()
    // Sizes come first: every size is offered.
    expect(screen.getByRole('radio', { name: 'M' })).not.toHaveAttribute('aria-describedby')
    const blue = screen.getByRole('radio', { name: 'Bleu nuit', description: 'indisponible avec S' })
    expect(blue).toHaveAttribute('aria-disabled', 'true')
    expect(
      screen.getByRole('radio', { name: 'Gaufrage', description: 'indisponible avec S et Noir' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Dorure à chaud or' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Dorure à chaud or' })).not.toHaveAttribute('aria-describedby')
    expect(screen.getAllByText('indisponible avec S')[0]).toBeVisible()
  })

  it('goes from S to M to L without ever showing a combination that does not exist', async () => {
    const app = renderShowcase({ live, path: COFFRET })
    await app.user.click(await screen.findByRole('radio', { name: 'M' }))
    expect(reference()).toBe('ECR-CF-001-M')
    expect(screen.getByRole('radio', { name: 'Bleu nuit' })).toBeChecked()
    expect(screen.queryByTestId('variant-missing')).toBeNull()
    await app.user.click(screen.getByRole('radio', { name: 'L' }))
    expect(reference()).toBe('ECR-CF-001-L')
    expect(screen.getByRole('radio', { name: 'Vert sapin' })).toBeChecked()
    // An unavailable value changes nothing.
    await app.user.click(screen.getByRole('radio', { name: 'Noir', description: 'indisponible avec L' }))
    expect(reference()).toBe('ECR-CF-001-L')
    expect(screen.queryByTestId('variant-missing')).toBeNull()
  })
})

describe('variant picker: the chosen variant is in the address', () => {
  it('opens on the variant named by ?variante=', async () => {
    renderShowcase({ live, path: `${COFFRET}?variante=ECR-CF-001-L` })
    expect(await screen.findByRole('radio', { name: 'L' })).toBeChecked()
    expect(reference()).toBe('ECR-CF-001-L')
    expect(screen.getByRole('radio', { name: 'Vert sapin' })).toBeChecked()
  })

  it.each(['INCONNUE-1', '<script>', ''])('falls back to the first variant for ?variante=%s', async (bad) => {
    renderShowcase({ live, path: `${COFFRET}?variante=${encodeURIComponent(bad)}` })
    expect(await screen.findByRole('radio', { name: 'S' })).toBeChecked()
    expect(reference()).toBe('ECR-CF-001-S')
  })

  it('replaces the address on each pick rather than stacking history', async () => {
    const app = renderShowcase({ live, path: COFFRET })
    await screen.findByRole('radio', { name: 'S' })
    const entries = app.router.history.length
    await app.user.click(screen.getByRole('radio', { name: 'Bleu nuit', description: 'indisponible avec S' }))
    // No variant yet: the address keeps the last one (none here).
    expect(variantOf(app)).toBeUndefined()
    await app.user.click(screen.getByRole('radio', { name: 'M' }))
    expect(variantOf(app)).toBe('ECR-CF-001-M')
    expect(app.router.state.location.pathname).toBe(COFFRET)
    expect(app.router.history.length).toBe(entries)
  })

  it('shows the same variant again after leaving the page and coming back', async () => {
    const app = renderShowcase({ live, path: `${COFFRET}?variante=ECR-CF-001-M` })
    await screen.findByRole('radio', { name: 'M' })
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    await app.user.click(within(trail).getByRole('link', { name: 'coffrets-rigides' }))
    await screen.findByRole('heading', { level: 1, name: 'Coffrets rigides' })
    app.router.history.back()
    expect(await screen.findByRole('radio', { name: 'M' })).toBeChecked()
    expect(reference()).toBe('ECR-CF-001-M')
  })
})

describe('product page: what a buyer asks first, and the description once', () => {
  it('shows minimum order, lead time and finishes in an "En bref" list', async () => {
    renderShowcase({ live, path: COFFRET })
    const brief = await screen.findByRole('region', { name: 'En bref' })
    const facts = [...brief.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
    expect(facts).toEqual([
      ['Minimum de commande', '300 pièces'],
      ['Délai de fabrication', '4 à 5 semaines'],
      ['Finitions', 'Dorure à chaudGaufragePelliculage soft touchCalage sur mesure'],
    ])
    expect(
      within(brief)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dorure à chaud', 'Gaufrage', 'Pelliculage soft touch', 'Calage sur mesure'])
  })

  it('does not repeat the excerpt above the full description', async () => {
    renderShowcase({ live, path: COFFRET })
    await screen.findByRole('heading', { level: 2, name: 'Description' })
    expect(screen.getAllByText(/^Notre coffret signature/)).toHaveLength(1)
  })
})
