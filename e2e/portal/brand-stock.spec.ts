import { type Browser, expect, type Page, test } from '@playwright/test'
import { stockQuantityText } from '../../src/domain/brand-stock'
import { SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  acceptWholeOrder,
  addFromCatalog,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectToast,
  rowOf,
} from '../support/portal-pages'

// docs/decisions/077-brand-stock.md: Maison Lemoine's large kraft bags are kept by the maker. Its head office
// sees the balance and when to relaunch a run; boutique-paris calls 500 off the stock; the balance drops when
// the head office accepts the order, not before.
const bags = demoOption('ML-SAC-KRAFT', 2)
const CALL_OFF = 500

async function signedIn(browser: Browser, account: { login: string; password: string }) {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
  await logIn(page, '/login', account)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  return page
}

function stockCard(page: Page) {
  return page.getByRole('article', { name: bags.context })
}

async function balanceOnStockPage(page: Page): Promise<number> {
  await page.goto('/account/stock')
  const text = (await stockCard(page).locator('dt:has-text("En stock") + dd').textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

test('the head office sees its stock and relaunch day; a shop calls off; the balance drops on acceptance', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const headOffice = await signedIn(browser, VALIDATOR)
  await headOffice.getByRole('navigation').getByRole('link', { name: 'Stock' }).click()
  await expect(headOffice).toHaveURL(/\/account\/stock$/)
  await expect(stockCard(headOffice)).toContainText('Rupture estimée le')
  await expect(stockCard(headOffice)).toContainText('Relancer une production avant le')
  const before = await balanceOnStockPage(headOffice)
  expect(before).toBeGreaterThan(CALL_OFF)

  const shop = await signedIn(browser, SHOP_PARIS)
  await emptyCart(shop)
  await shop.goto('/account/catalog?recherche=ML-SAC-KRAFT')
  await expect(shop.getByRole('article', { name: bags.productName })).toContainText(
    `En stock pour votre enseigne : ${stockQuantityText(before)}`,
  )
  await addFromCatalog(shop, bags, CALL_OFF)
  await cartLink(shop).click()
  const line = rowOf(shop.getByRole('table', { name: 'Produits du panier' }), bags)
  await expect(line).toContainText(`En stock pour votre enseigne : ${stockQuantityText(before)}`)
  await expect(line.getByLabel('Fichier d’impression')).toHaveCount(0)
  await shop.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(shop).toHaveURL(/\/panier\/request\/\d+$/)
  await confirmedOrderNumber(shop)
  await shop.getByRole('link', { name: 'Voir la commande' }).click()
  const orderId = new URL(shop.url()).pathname.split('/').pop() ?? ''

  // Placed, not yet accepted: the stock has not moved.
  expect(await balanceOnStockPage(headOffice)).toBe(before)

  await headOffice.goto(`/account/ordervalid/${orderId}`)
  await acceptWholeOrder(headOffice)
  await expectToast(headOffice, 'Commande validée')
  expect(await balanceOnStockPage(headOffice)).toBe(before - CALL_OFF)
})
