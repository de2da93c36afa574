import { expect, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  addFromCatalog,
  cartLines,
  accountNav,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectCartCount,
  expectOrderStatus,
  expectToast,
  gotoCatalog,
  idInUrl,
  productCard,
  quantityField,
  rowOf,
} from '../support/portal-pages'

// A shop without a validator orders directly and sees /panier/confirm (decisions §5; decision 010).
const bags = demoOption('ML-SAC-KRAFT', 0)
const ribbon = demoOption('ML-RUBAN', 0)

test('boutique-lyon adds products within their rules, validates, and finds the order "Validée"', async ({ page }) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await gotoCatalog(page)
  await expectCartCount(page, 0)

  // Off the rule the field says why at once, and the add sends nothing.
  const card = productCard(page, bags)
  const field = quantityField(card, bags)
  await field.fill(String(bags.minimum - bags.multiple))
  await expect(card.getByText(`La quantité minimale est de ${bags.minimum}.`)).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill(String(bags.minimum + bags.multiple / 2))
  await expect(card.getByText(`La quantité doit être un multiple de ${bags.multiple}.`)).toBeVisible()
  await card.getByRole('button', { name: `Ajouter au panier : ${bags.context}` }).click()
  await expectToast(page, `La quantité doit être un multiple de ${bags.multiple}.`)
  await expectCartCount(page, 0)

  await addFromCatalog(page, bags, bags.minimum + bags.multiple)
  await expectCartCount(page, 1)
  await addFromCatalog(page, ribbon, ribbon.minimum)
  await expectCartCount(page, 2)

  await cartLink(page).click()
  await expect(page).toHaveURL(/\/panier$/)
  const lines = page.getByRole('table', { name: 'Produits du panier' })
  await expect(cartLines(page)).toHaveCount(3) // header + 2 lines
  await expect(quantityField(rowOf(lines, bags), bags)).toHaveValue(String(bags.minimum + bags.multiple))
  await expect(quantityField(rowOf(lines, ribbon), ribbon)).toHaveValue(String(ribbon.minimum))

  await page.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(page).toHaveURL(/\/panier\/confirm\/\d+$/)
  const orderId = idInUrl(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeVisible()
  await expect(page.getByText('Merci ! Votre commande est enregistrée et validée.')).toBeVisible()
  const number = await confirmedOrderNumber(page)

  await page.getByRole('link', { name: 'Voir la commande' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/order/${orderId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible()
  await expectOrderStatus(page, 'Validée')
  // Ordering leaves a new, empty cart behind.
  await expectCartCount(page, 0)

  await accountNav(page).getByRole('link', { name: 'Mes commandes' }).click()
  await expect(page).toHaveURL(/\/account\/order$/)
  const row = page
    .getByRole('table', { name: 'Mes commandes' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number }) })
  await expect(row).toContainText('Validée')
})
