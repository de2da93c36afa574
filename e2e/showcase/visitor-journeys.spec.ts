import { expect, test } from '@playwright/test'
import { refuseCookies } from './support/showcase-pages'

test('a visitor goes home -> category -> subcategory -> product and switches variant', async ({ page }) => {
  await page.goto('/')
  await refuseCookies(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'emballage sur mesure, façonné à Tours")

  await page.getByRole('button', { name: 'Nos produits' }).click()
  await page.locator('#menu-nos-produits').getByRole('link', { name: 'Coffrets et écrins' }).click()
  await expect(page).toHaveURL(/\/categorie-produit\/coffrets-et-ecrins$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffrets et écrins')
  await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('coffrets-et-ecrins')

  await page
    .getByRole('navigation', { name: 'Sous-catégories' })
    .getByRole('link', { name: 'Coffrets rigides' })
    .click()
  await expect(page).toHaveURL(/\/categorie-produit\/coffrets-et-ecrins\/coffrets-rigides$/)

  await page.getByRole('link', { name: 'Coffret rigide à fermeture aimantée' }).click()
  await expect(page).toHaveURL(/\/produit\/coffret-rigide-aimante$/)
  await expect(page).toHaveTitle('Coffret rigide à fermeture aimantée | Écrin')
  const reference = page.getByTestId('variant-reference')
  await expect(reference).toHaveText('ECR-CF-001-S')

  // M exists only in Bleu nuit: the format comes first, so M is offered and picking it moves the colour below it
  // to a variant; Noir is then the value marked unavailable (decision 045, amended).
  const medium = page.getByRole('radio', { name: 'M', exact: true })
  await expect(medium).not.toHaveAttribute('aria-disabled')
  await medium.check()
  await expect(page.getByRole('radio', { name: 'Bleu nuit', exact: true })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Noir', exact: true })).toHaveAccessibleDescription(
    'indisponible avec M',
  )
  await expect(reference).toHaveText('ECR-CF-001-M')
  await expect(page.getByText('250 × 80 × 180 mm', { exact: true })).toBeVisible()
  const image = page.getByRole('main').getByRole('img').first()
  await expect(image).toHaveAttribute('src', /coffret-rigide-aimante-m/)
})

test('a visitor reads an article chosen from the blog list', async ({ page }) => {
  await page.goto('/actualites')
  await refuseCookies(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()
  const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
  await expect(titles).toHaveCount(4)
  // Newest first; the draft of the seed is not published.
  await expect(titles.first()).toHaveText('Éco-conception : alléger un coffret de luxe sans sacrifier son élégance')
  await expect(page.getByText('Préparer ses fichiers')).toHaveCount(0)

  await page.getByRole('link', { name: 'Une nouvelle ligne de gainage pour nos coffrets rigides' }).click()
  await expect(page).toHaveURL(/\/article\/nouvelle-ligne-de-gainage$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Une nouvelle ligne de gainage pour nos coffrets rigides',
  )
  await expect(page.getByText(/Publié le 12 mars 2026/)).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/article\/nouvelle-ligne-de-gainage$/)
})

test('an unknown product slug lands on /404', async ({ page }) => {
  await page.goto('/produit/boite-qui-n-existe-pas')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
})

test('the consent choice is kept in localStorage with its date and can be changed from the footer', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Tout accepter' }).click()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ecrin_consent') ?? 'null'))
  expect(stored).toMatchObject({ choice: 'accepted', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })
  await page.reload()
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toHaveCount(0)
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' }).click()
  await page.getByRole('button', { name: 'Tout refuser' }).click()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ecrin_consent') ?? 'null').choice)).toBe('refused')
})
