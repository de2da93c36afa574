import { expect, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import { emptyCart, expectToast, gotoCatalog, productCard, quantityField } from '../support/portal-pages'

// In a development build React's StrictMode mounts the toast region twice, and the
// first toast after a full page load never showed (decision 042). These journeys run against the app built in
// development mode (playwright.config.ts starts a server of its own for it).
const ribbon = demoOption('ML-RUBAN', 0)

test('the first toast after a full page load shows in a development build', async ({ page }) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  // A full page load of the catalogue: no toast has been shown by this document yet.
  await gotoCatalog(page)
  const card = productCard(page, ribbon)
  await quantityField(card, ribbon).fill(String(ribbon.minimum))
  await card.getByRole('button', { name: new RegExp(`: ${ribbon.context}$`) }).click()
  await expect(page.getByRole('alert').filter({ hasText: /panier|Quantité mise à jour/ })).toBeVisible()
  await emptyCart(page)
})

test("a dead session after a reload shows 'Non autorisé' on the way to /login", async ({ page }) => {
  await page.goto('/login')
  // Tokens the server never issued: the current-user call and its one refresh are both refused.
  await page.evaluate(() => {
    localStorage.setItem('token', JSON.stringify({ AccessToken: 'stale', RefreshToken: 'stale', UserId: '7' }))
    localStorage.setItem('rememberMe', 'true')
  })
  await page.goto('/account/catalog')
  await expect(page).toHaveURL(/\/login/)
  await expectToast(page, 'Non autorisé')
})
