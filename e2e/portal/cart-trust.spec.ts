import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  accountNav,
  addFromCatalog,
  cartLink,
  emptyCart,
  gotoCatalog,
  idInUrl,
  quantityField,
} from '../support/portal-pages'

// The cart (decision 043): it orders what it shows, fits a phone, keeps the portal
// around it, checks the order it thanks for, and says when another tab ordered it first.
// Every journey leaves boutique-lyon's cart empty.

const bags = demoOption('ML-SAC-KRAFT', 0)
const typed = bags.minimum + 2 * bags.multiple

/** axe-core's WCAG A/AA rules on the page as it stands. */
async function expectNoAxeViolation(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([])
}

async function cartWithBags(page: Page): Promise<void> {
  // The login has landed: the tokens are stored.
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await gotoCatalog(page)
  await addFromCatalog(page, bags, bags.minimum)
  await page.goto('/panier')
  await expect(quantityField(page, bags)).toHaveValue(String(bags.minimum))
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('orders the quantity typed without "Mettre à jour", then recaps the order it checked (4, 8)', async ({
    page,
  }) => {
    await logIn(page, '/login', SHOP_LYON)
    await cartWithBags(page)
    await expectNoAxeViolation(page)
    await quantityField(page, bags).fill(String(typed))
    await page.getByRole('button', { name: 'Valider la commande' }).click()
    await expect(page).toHaveURL(/\/panier\/confirm\/\d+$/)
    const orderId = idInUrl(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Commande confirmée' })).toBeVisible()
    const recap = page.getByRole('region', { name: 'Récapitulatif' })
    await expect(recap.getByRole('list', { name: 'Produits commandés' })).toContainText(`${bags.context}`)
    await expect(recap.getByRole('list', { name: 'Produits commandés' })).toContainText(`${typed} ×`)
    await expect(recap).toContainText(/Total TTC\s*\d/)
    await expect(recap).toContainText(/Livraison\s*Maison Lemoine Lyon/)
    await expectNoAxeViolation(page)

    // The other page, or no order at all: no thanks.
    await page.goto(`/panier/request/${orderId}`)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('n’est pas en attente de validation')
    await expect(page.getByText('Votre commande a été transmise à votre siège pour validation.')).toHaveCount(0)
    await page.goto('/panier/confirm/99999')
    await expect(page.getByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeVisible()
    await expect(page.getByText(/Merci/)).toHaveCount(0)
    await emptyCart(page)
  })

  test('keeps the portal around the cart, and the login keeps the wanted page (6)', async ({ page }) => {
    await page.goto('/account/order')
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forder$/)
    await logIn(page, '/login?redirect=%2Faccount%2Forder' as '/login', SHOP_LYON)
    await expect(page).toHaveURL(/\/account\/order$/)
    await page.goto('/panier')
    await expect(accountNav(page).getByRole('link', { name: 'Mes commandes' })).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName(/^Mon panier\s*,\s*0 produits$/)
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Espace client' })
      .click()
    await expect(page).toHaveURL(/\/account\/catalog$/)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/account\/catalog$/)
  })

  test('keeps the delivery select and the comment inside their card (5)', async ({ page }) => {
    await logIn(page, '/login', SHOP_LYON)
    await cartWithBags(page)
    const card = await page.getByRole('form', { name: 'Livraison et validation' }).boundingBox()
    for (const label of ['Magasin de livraison', 'Commentaire']) {
      const box = await page.getByLabel(label).boundingBox()
      expect(box !== null && card !== null && box.x >= card.x && box.x + box.width <= card.x + card.width).toBe(true)
    }
    await emptyCart(page)
  })

  test('a second tab says the cart was already ordered and reloads it (9)', async ({ page, context }) => {
    await logIn(page, '/login', SHOP_LYON, true)
    await cartWithBags(page)
    const second = await context.newPage()
    await second.goto('/panier')
    await expect(quantityField(second, bags)).toHaveValue(String(bags.minimum))

    await page.getByRole('button', { name: 'Valider la commande' }).click()
    await expect(page).toHaveURL(/\/panier\/confirm\/\d+$/)

    await second.getByRole('button', { name: 'Valider la commande' }).click()
    await expect(second.getByRole('main').getByRole('alert')).toContainText('Commande déjà traitée')
    await expect(second.getByText('Votre panier est vide.')).toBeVisible()
    await expect(second).toHaveURL(/\/panier$/)
    await second.close()
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the cart fits the phone and its controls are on screen (5)', async ({ page }) => {
    await logIn(page, '/login', SHOP_LYON)
    await expect(page).toHaveURL(/\/account\/catalog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mon catalogue' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    const header = await page.getByRole('banner').boundingBox()
    expect(header?.height ?? 999).toBeLessThan(200)

    await cartWithBags(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolation(page)
    const controls = [
      quantityField(page, bags),
      page.getByRole('button', { name: `Mettre à jour la quantité : ${bags.context}` }),
      page.getByRole('button', { name: `Retirer : ${bags.context}` }),
      page.getByRole('table', { name: 'Produits du panier' }).getByText('Total HT'),
    ]
    for (const control of controls) {
      await control.scrollIntoViewIfNeeded()
      const box = await control.boundingBox()
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    }
    await emptyCart(page)
  })
})
