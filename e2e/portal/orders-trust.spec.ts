import { expect, test, type Browser, type Page } from '@playwright/test'
import { SHOP_LYON, SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  acceptWholeOrder,
  giveReason,
  accountNav,
  addFromCatalog,
  cartLines,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectCartCount,
  expectToast,
  gotoCatalog,
  idInUrl,
  quantityField,
  refuseLine,
  rowOf,
} from '../support/portal-pages'

// Orders and validation (decision 043): double-clicks, the validators' menu, a stale validation
// tab, a page past the end, refused lines and orders, reorder, and the head
// office's changes seen by the shop. Each test leaves the carts it used empty.

const cases = demoOption('ML-ETUI', 0)
const tissue = demoOption('ML-SOIE', 0)

async function loggedIn(
  browser: Browser,
  baseURL: string | undefined,
  account: { login: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' })
  const page = await context.newPage()
  // Remembered (local storage), so that a second tab of the same browser is signed in too.
  await logIn(page, '/login', account, true)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  return page
}

/** Lyon's oldest order (seeded): its page, and the quantities it ordered. */
async function openOldestOrder(page: Page): Promise<string[]> {
  await page.goto('/account/order')
  const rows = page.getByRole('table', { name: 'Mes commandes' }).getByRole('rowgroup').nth(1).getByRole('row')
  await rows.last().getByRole('link').click()
  await expect(page).toHaveURL(/\/account\/order\/\d+$/)
  const lines = page
    .getByRole('table', { name: 'Produits de la commande' })
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row')
  await expect(lines).not.toHaveCount(0)
  const quantities: string[] = []
  for (const row of await lines.all()) quantities.push((await row.getByRole('cell').nth(2).innerText()).trim())
  return quantities
}

async function placeOrder(page: Page, picks: readonly (typeof cases)[]): Promise<{ id: string; number: string }> {
  await emptyCart(page)
  await gotoCatalog(page)
  for (const pick of picks) await addFromCatalog(page, pick, pick.minimum)
  await cartLink(page).click()
  await page.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(page).toHaveURL(/\/panier\/request\/\d+$/)
  return { id: idInUrl(page), number: await confirmedOrderNumber(page) }
}

test('a double-click copies once; reordering the last order fills the cart and opens it (defect 2)', async ({
  page,
}) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  const ordered = await openOldestOrder(page)

  await page.getByRole('button', { name: 'Copier la commande' }).dblclick()
  // A second click after the first answer is a second request: the server answers it as the first.
  const copied =
    ordered.length === 1 ? '1 produit copié dans le panier.' : `${ordered.length} produits copiés dans le panier.`
  await expect(page.getByRole('alert').filter({ hasText: copied }).first()).toBeVisible()
  await expectCartCount(page, ordered.length)
  await cartLink(page).click()
  const quantities = page.getByRole('table', { name: 'Produits du panier' }).getByRole('spinbutton')
  await expect(quantities).toHaveCount(ordered.length)
  // Not doubled: each line holds what the order held.
  expect(
    (await quantities.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))).sort(),
  ).toEqual([...ordered].sort())

  // One copy action on an order's page (decision 064): "Recommander" sent the same call.
  await openOldestOrder(page)
  await expect(page.getByRole('button', { name: 'Recommander', exact: true })).toHaveCount(0)

  await emptyCart(page)
  await page.goto('/account/order')
  await page.getByRole('button', { name: /^Recommander ma dernière commande/ }).click()
  await expect(page).toHaveURL(/\/panier$/)
  await expect(cartLines(page).filter({ has: page.getByRole('spinbutton') })).not.toHaveCount(0)
  await emptyCart(page)
})

test('a shop that validates nothing has no "Commandes à valider" (defect 7) and page 999 says so (11a)', async ({
  page,
}) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await expect(accountNav(page).getByRole('link', { name: 'Mes commandes' })).toBeVisible()
  await expect(accountNav(page).getByRole('link', { name: /^Commandes à valider/ })).toHaveCount(0)
  await page.goto('/account/ordervalid')
  await expect(page).toHaveURL(/\/account\/order$/)

  await page.goto('/account/order?page=999')
  await expect(page.getByText(/^La page 999 n’existe pas : cette liste compte \d+ pages?\.$/)).toBeVisible()
  await expect(page.getByText('Vous n’avez encore passé aucune commande.')).toHaveCount(0)
  await page.getByRole('link', { name: 'Revenir à la première page' }).click()
  await expect(page.getByRole('table', { name: 'Mes commandes' })).toBeVisible()
})

test("a stale validation tab says the order was decided; the shop sees the head office's changes (9b, 11b)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const shop = await loggedIn(browser, baseURL, SHOP_PARIS)
  const changed = await placeOrder(shop, [cases, tissue])
  const refused = await placeOrder(shop, [cases])

  const validator = await loggedIn(browser, baseURL, VALIDATOR)
  const stale = await validator.context().newPage()
  await stale.goto(`/account/ordervalid/${changed.id}`)
  await expect(stale.getByRole('button', { name: 'Accepter la commande' })).toBeVisible()

  await validator.goto(`/account/ordervalid/${changed.id}`)
  const lines = validator.getByRole('table', { name: 'Produits à valider' })
  const raised = cases.minimum + cases.multiple
  await quantityField(rowOf(lines, cases), cases).fill(String(raised))
  await rowOf(lines, cases)
    .getByRole('button', { name: `Enregistrer : ${cases.context}` })
    .click()
  await expectToast(validator, 'Produit modifié avec succès')
  await refuseLine(lines, tissue, 'Encore en stock.')
  await expectToast(validator, 'Produit modifié avec succès')
  await validator.getByRole('button', { name: 'Accepter la commande' }).click()
  await validator.getByRole('alertdialog').getByRole('button', { name: 'Oui, accepter la commande' }).dblclick()
  await expectToast(validator, 'Commande validée')
  await expect(validator.getByText('Ressource introuvable.')).toHaveCount(0)

  await acceptWholeOrder(stale)
  await expect(stale.getByRole('alert').filter({ hasText: /^Commande déjà traitée/ })).toBeVisible()
  await expect(stale.getByText(/Cette commande n’attend plus de validation \(Validée\)/)).toBeVisible()

  await validator.goto(`/account/ordervalid/${refused.id}`)
  await validator.getByRole('button', { name: 'Refuser la commande' }).click()
  await giveReason(validator, 'Commande en double.', 'Oui, refuser la commande')
  await expectToast(validator, 'Commande refusée')
  await validator.context().close()

  await shop.goto(`/account/order/${changed.id}`)
  const outcome = shop.getByRole('table', { name: 'Produits de la commande' })
  await expect(rowOf(outcome, tissue)).toContainText('Non facturé')
  const changes = shop.getByRole('table', { name: 'Ce que vous avez commandé et ce que le siège a modifié' })
  await expect(changes.getByRole('row').filter({ hasText: cases.optionLabel })).toContainText(
    `${cases.minimum}Quantité passée de ${cases.minimum} à ${raised}.`,
  )
  await expect(changes.getByRole('row').filter({ hasText: tissue.optionLabel })).toContainText('Produit refusé.')
  await expect(changes).toContainText('Maison Lemoine — Siège')
  await expect(shop.getByRole('region', { name: 'Historique' })).toContainText('Quantité passée de')

  await shop.goto(`/account/order/${refused.id}`)
  await expect(shop.getByRole('heading', { level: 1, name: `Commande ${refused.number}` })).toBeVisible()
  await expect(shop.getByText(/franco de port/i)).toHaveCount(0)
  await emptyCart(shop)
  await shop.context().close()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the order detail fits the screen and prints without the portal around it', async ({ page }) => {
    await logIn(page, '/login', SHOP_LYON)
    await expect(page).toHaveURL(/\/account\/catalog$/)
    await openOldestOrder(page)
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copier la commande' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)

    await page.emulateMedia({ media: 'print' })
    await expect(accountNav(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden()
    await expect(page.getByRole('table', { name: 'Produits de la commande' })).toBeVisible()
    await expect(page.getByLabel('Informations de la commande')).toBeVisible()
  })
})
