import { expect, type Page, test } from '@playwright/test'
import { refuseCookies } from './support/showcase-pages'

// The product page offers the values possible given the choices above, marks the others, keeps the
// chosen variant in the address (reload, back), and states minimum order, lead time and finishes (decision 045).

async function journey(page: Page) {
  await page.goto('/')
  await refuseCookies(page)
  await page.goto('/produit/coffret-rigide-aimante')
  const reference = page.getByTestId('variant-reference')
  await expect(reference).toHaveText('ECR-CF-001-S')

  const brief = page.getByRole('region', { name: 'En bref' })
  await expect(brief).toContainText('Minimum de commande')
  await expect(brief).toContainText('300 pièces')
  await expect(brief).toContainText('4 à 5 semaines')
  await expect(brief.getByRole('listitem')).toHaveText([
    'Dorure à chaud',
    'Gaufrage',
    'Pelliculage soft touch',
    'Calage sur mesure',
  ])

  // M exists only in Bleu nuit: sizes come first, so picking M shows the M variant (decision 045, amended).
  const blue = page.getByRole('radio', { name: 'Bleu nuit', exact: true })
  await expect(blue).toHaveAccessibleDescription('indisponible avec S')
  await page.getByRole('radio', { name: 'M', exact: true }).check()
  await expect(blue).toBeChecked()
  await expect(page.getByTestId('variant-missing')).toHaveCount(0)
  await expect(reference).toHaveText('ECR-CF-001-M')
  await expect(page).toHaveURL(/\/produit\/coffret-rigide-aimante\?variante=ECR-CF-001-M$/)

  await page.reload()
  await expect(reference).toHaveText('ECR-CF-001-M')
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Bleu nuit', exact: true })).toBeChecked()

  // Leave for the subcategory, then come back: the same variant.
  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'coffrets-rigides' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffrets rigides')
  await page.goBack()
  await expect(page).toHaveURL(/\?variante=ECR-CF-001-M$/)
  await expect(reference).toHaveText('ECR-CF-001-M')
  // The picks replaced the address rather than stacking entries: one more Back leaves the product.
  await page.goBack()
  await expect(page).toHaveURL(/:\d+\/$/)
}

test('product variant in the address, impossible combinations marked (1366 × 768)', async ({ page }) => {
  await journey(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('product variant in the address, impossible combinations marked (390 × 844)', async ({ page }) => {
    await journey(page)
  })
})
