import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderShowcase } from './support/render-showcase'

// The picker keeps the visitor's choices and marks the impossible ones (decision 045); the chosen variant
// lives in the address; the page states minimum order, lead time and finishes, and the description once.

const live = useLiveServer()

const COFFRET = '/produit/coffret-rigide-aimante'
const reference = () => screen.queryByTestId('variant-reference')?.textContent ?? null
const variantOf = (app: ReturnType<typeof renderShowcase>) =>
  (app.router.state.location.search as { variante?: string }).variante

describe('variant picker: impossible combinations are marked, not silently changed', () => {
  it('names the current choices that exclude a value', async () => {
    renderShowcase({ live, path: COFFRET })
    expect(await screen.findByRole('radio', { name: 'S' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'M', description: 'indisponible avec Noir' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Bleu nuit', description: 'indisponible avec S' })).toBeInTheDocument()
    expect(
      screen.getByRole('radio', { name: 'Gaufrage', description: 'indisponible avec S et Noir' }),
    ).toBeInTheDocument()
    // The values of the variant shown are all available.
    expect(screen.getByRole('radio', { name: 'Dorure à chaud or' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Dorure à chaud or' })).not.toHaveAttribute('aria-describedby')
    expect(screen.getByText('indisponible avec Noir')).toBeVisible()
  })

  it('keeps every choice as the visitor made it, and says that the combination does not exist', async () => {
    const app = renderShowcase({ live, path: COFFRET })
    await app.user.click(await screen.findByRole('radio', { name: 'M', description: 'indisponible avec Noir' }))
    expect(screen.getByRole('radio', { name: /^M/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Noir', description: 'indisponible avec M' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Dorure à chaud or', description: 'indisponible avec M' })).toBeChecked()
    // The only material offers no alternative: it is not marked.
    expect(screen.getByRole('radio', { name: 'Carton gris gainé papier' })).not.toHaveAttribute('aria-describedby')
    expect(reference()).toBeNull()
    expect(screen.getByTestId('variant-missing')).toHaveTextContent('Cette combinaison n’existe pas.')
    expect(screen.getByText('Combinaison indisponible')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('link', { name: 'Demander un devis' })).not.toHaveAttribute('href', /ECR-CF/)
    // Picking a colour that exists in M completes a variant.
    await app.user.click(screen.getByRole('radio', { name: 'Bleu nuit' }))
    expect(reference()).toBe('ECR-CF-001-M')
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
