import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathOf, renderShowcase, TEST_ORIGIN } from './support/render-showcase'

const live = useLiveServer()

const reference = () => screen.getByTestId('variant-reference').textContent

describe('product page: the variant chosen by attribute values', () => {
  it('starts on the first variant with its reference, dimensions and image', async () => {
    renderShowcase({ live, path: '/produit/coffret-rigide-aimante' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffret rigide à fermeture aimantée' }),
    ).toBeInTheDocument()
    expect(reference()).toBe('ECR-CF-001-S')
    expect(screen.getByText('180 × 60 × 120 mm')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Coffret rigide à fermeture aimantée, .*, S, Noir,/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    )
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Noir' })).toBeChecked()
  })

  it('marks a value impossible given the values above, moves the ones below to a variant (decision 045)', async () => {
    const app = renderShowcase({ live, path: '/produit/coffret-rigide-aimante' })
    const blue = await screen.findByRole('radio', { name: 'Bleu nuit', description: 'indisponible avec S' })
    expect(blue).toHaveAttribute('aria-disabled', 'true')
    expect(reference()).toBe('ECR-CF-001-S')

    await app.user.click(screen.getByRole('radio', { name: 'M' }))
    expect(reference()).toBe('ECR-CF-001-M')
    expect(screen.getByText('250 × 80 × 180 mm')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /, M, Bleu nuit,/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Bleu nuit' })).toBeChecked()
    expect(screen.getByText('Référence ECR-CF-001-M, 250 × 80 × 180 mm')).toHaveAttribute('aria-live', 'polite')
  })

  it('switches variant from the keyboard alone', async () => {
    const app = renderShowcase({ live, path: '/produit/coffret-rigide-aimante' })
    const small = await screen.findByRole('radio', { name: 'S' })
    small.focus()
    await app.user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
    expect(reference()).toBe('ECR-CF-001-M')
  })

  it('uses the route parameters as breadcrumb labels (spec §2)', async () => {
    renderShowcase({ live, path: '/produit/coffret-rigide-aimante' })
    const trail = await screen.findByRole('navigation', { name: "Fil d'Ariane" })
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'coffrets-et-ecrins', 'coffrets-rigides', 'coffret-rigide-aimante'])
    expect(within(trail).getByRole('link', { name: 'coffrets-rigides' })).toHaveAttribute(
      'href',
      '/categorie-produit/coffrets-et-ecrins/coffrets-rigides',
    )
  })

  it('asks for a quote about the reference shown', async () => {
    const app = renderShowcase({ live, path: '/produit/coffret-rigide-aimante?variante=ECR-CF-001-L' })
    await app.user.click(await screen.findByRole('link', { name: 'Demander un devis' }))
    expect(await screen.findByRole('textbox', { name: /^Objet/ })).toHaveValue(
      'Demande de devis : Coffret rigide à fermeture aimantée (ECR-CF-001-L)',
    )
  })

  it('describes the product for search engines', async () => {
    renderShowcase({ live, path: '/produit/coffret-rigide-aimante' })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe('Coffret rigide à fermeture aimantée | Écrin'))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${TEST_ORIGIN}/produit/coffret-rigide-aimante`,
    )
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product')
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      new RegExp(`^${TEST_ORIGIN}/media/products/coffret-rigide-aimante-s-[0-9a-f]{8}-1280\\.webp$`),
    )
  })

  it('sends an unknown product to /404', async () => {
    const app = renderShowcase({ live, path: '/produit/boite-inconnue' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/404')
  })
})

describe('category pages', () => {
  it('lists a category’s subcategories and products, labelled by the route parameter', async () => {
    renderShowcase({ live, path: '/categorie-produit/coffrets-et-ecrins' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffrets et écrins' })).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(within(trail).getByText('coffrets-et-ecrins')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Écrins bijoux' })).toHaveAttribute(
      'href',
      '/categorie-produit/coffrets-et-ecrins/ecrins-bijoux',
    )
    expect(screen.getByRole('link', { name: 'Coffret rigide à fermeture aimantée' })).toHaveAttribute(
      'href',
      '/produit/coffret-rigide-aimante',
    )
  })

  it('shows a subcategory under its own category only', async () => {
    renderShowcase({ live, path: '/categorie-produit/coffrets-et-ecrins/coffrets-rigides' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffrets rigides' })).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" })
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'coffrets-et-ecrins', 'coffrets-rigides'])
    // Only the current crumb is the page; its parents' links are not "current" (the router
    // marks a link active when the page is under its path).
    expect(trail.querySelectorAll('[aria-current]')).toHaveLength(1)
    expect(within(trail).getByText('coffrets-rigides')).toHaveAttribute('aria-current', 'page')
  })

  it('sends a subcategory under the wrong category, or an unknown one, to /404', async () => {
    const app = renderShowcase({ live, path: '/categorie-produit/etuis-et-boites-pliantes/coffrets-rigides' })
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })
    expect(pathOf(app)).toBe('/404')
  })

  it('redirects the old subcategory address to the subcategory page (spec §2)', async () => {
    const app = renderShowcase({ live, path: '/produit/coffrets-et-ecrins/subcateg/coffrets-rigides' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffrets rigides' })).toBeInTheDocument()
    expect(pathOf(app)).toBe('/categorie-produit/coffrets-et-ecrins/coffrets-rigides')
  })

  it('moves a subcategory reached as a category to its own address', async () => {
    const app = renderShowcase({ live, path: '/categorie-produit/coffrets-rigides' })
    await screen.findByRole('heading', { level: 1, name: 'Coffrets rigides' })
    expect(pathOf(app)).toBe('/categorie-produit/coffrets-et-ecrins/coffrets-rigides')
  })
})
