import { expect, type Page, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import { emptyCart, expectCartCount, expectToast, productCard, quantityField } from '../support/portal-pages'

// "Ajouter au panier" silently replaced the quantity already in the cart. The
// catalogue now says what is there and that the button will update it.

const box = demoOption('ML-EXP', 0)

async function openBox(page: Page) {
  await page.goto('/account/catalog?recherche=ML-EXP')
  await expect(productCard(page, box)).toBeVisible()
  return productCard(page, box).getByRole('listitem').filter({ hasText: box.optionLabel })
}

async function updateJourney(page: Page) {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)

  let option = await openBox(page)
  await expect(option.getByText(/Déjà au panier/)).toHaveCount(0)
  await quantityField(option, box).fill('600')
  await option.getByRole('button', { name: `Ajouter au panier : ${box.context}` }).click()
  await expectToast(page, 'Produit ajouté au panier')
  await expect(option.getByText('Déjà au panier : 600')).toBeVisible()

  // A fresh page reads the cart too.
  await page.reload()
  option = await openBox(page)
  await expect(option.getByText('Déjà au panier : 600')).toBeVisible()
  await expect(quantityField(option, box)).toHaveValue('600')
  await quantityField(option, box).fill('100')
  await option.getByRole('button', { name: `Mettre à jour le panier : ${box.context}` }).click()
  await expectToast(page, 'Quantité mise à jour')
  await expect(option.getByText('Déjà au panier : 100')).toBeVisible()
  await expectCartCount(page, 1)
  await emptyCart(page)
}

test('an option already in the cart says so, and the button updates it (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await updateJourney(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('an option already in the cart says so, and the button updates it (390 px)', async ({ page }) => {
    await updateJourney(page)
  })
})
