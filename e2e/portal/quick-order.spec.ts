import { expect, type Page, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import { cartLink, emptyCart, expectCartCount, expectToast, gotoCatalog } from '../support/portal-pages'

// A quick order of five references, two of them wrong, puts three lines in the cart and
// explains the two others, line by line; at desktop and phone widths (decision 041).

const box = demoOption('ML-EXP', 0)
const bag = demoOption('ML-SAC-KRAFT', 1)
const ribbon = demoOption('ML-RUBAN', 0)
const PASTED = [
  'Référence;Quantité',
  'ML-EXP;100',
  'ML-SAC-KRAFT#2;250',
  'ML-INCONNU;100',
  'ML-RUBAN;10',
  'ML-SOIE;600',
].join('\n')

async function quickOrderJourney(page: Page) {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await gotoCatalog(page)

  const toggle = page.getByRole('button', { name: 'Commande rapide' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const field = page.getByRole('textbox', { name: 'Références et quantités' })
  await field.fill(PASTED)
  await page.getByRole('button', { name: 'Ajouter les lignes au panier' }).click()

  const summary = '3 lignes ajoutées au panier, 2 lignes en erreur.'
  await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible()
  const results = page.getByRole('list', { name: 'Résultat ligne par ligne' }).getByRole('listitem')
  await expect(results).toHaveCount(5)
  const errors = results.filter({ hasText: /^Erreur/ })
  await expect(errors).toHaveText([
    'Erreur Ligne 4 : référence inconnue « ML-INCONNU ».',
    'Erreur Ligne 6 : ML-SOIE : La quantité doit être un multiple de 250.',
  ])
  await expectToast(page, summary)
  await expectCartCount(page, 3)
  // Nothing wider than the screen, the pasted lines and messages included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )

  await cartLink(page).click()
  await expect(page).toHaveURL(/\/panier$/)
  const main = page.getByRole('main')
  for (const pick of [box, bag, ribbon]) await expect(main.getByText(pick.productName).first()).toBeVisible()
  await expect(main.getByText(bag.optionLabel).first()).toBeVisible()
  await emptyCart(page)
}

test('quick order at 1366 × 768: three lines in the cart, two messages', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await quickOrderJourney(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('quick order at 390 × 844: three lines in the cart, two messages', async ({ page }) => {
    await quickOrderJourney(page)
  })
})
