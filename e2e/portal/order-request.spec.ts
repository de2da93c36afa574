import { expect, test } from '@playwright/test'
import { SHOP_PARIS } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  accountNav,
  addFromCatalog,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectCartCount,
  expectOrderStatus,
  gotoCatalog,
  idInUrl,
} from '../support/portal-pages'

// A shop with a validator orders, and the order waits for its head office (decisions §5; decision 010).
const goldBags = demoOption('ML-SAC-OR', 0)

test('boutique-paris orders and lands on /panier/request, the order "En attente de validation"', async ({ page }) => {
  await logIn(page, '/login', SHOP_PARIS)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await gotoCatalog(page)

  await addFromCatalog(page, goldBags, goldBags.minimum)
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await expect(page).toHaveURL(/\/panier$/)
  await page.getByRole('button', { name: 'Valider la commande' }).click()

  await expect(page).toHaveURL(/\/panier\/request\/\d+$/)
  const orderId = idInUrl(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de commande envoyée' })).toBeVisible()
  await expect(page.getByText('Votre commande a été transmise à votre siège pour validation.')).toBeVisible()
  const number = await confirmedOrderNumber(page)

  await page.getByRole('link', { name: 'Voir la commande' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/order/${orderId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible()
  await expectOrderStatus(page, 'En attente de validation')
  // The shop itself cannot validate: only its head office sees the validation screen.
  await expect(page.getByRole('link', { name: 'Valider cette commande' })).toHaveCount(0)
  const lines = page.getByRole('table', { name: 'Produits de la commande' })
  await expect(lines.getByRole('row').filter({ hasText: goldBags.optionLabel })).toContainText('En attente')

  await accountNav(page).getByRole('link', { name: 'Mes commandes' }).click()
  const row = page
    .getByRole('table', { name: 'Mes commandes' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number }) })
  await expect(row).toContainText('En attente de validation')
})
