import { expect, test, type Browser, type Page } from '@playwright/test'
import { SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption, SHOP_NAMES } from '../support/portal-demo'
import {
  acceptWholeOrder,
  accountNav,
  addFromCatalog,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectCartCount,
  expectOrderStatus,
  expectToast,
  gotoCatalog,
  idInUrl,
  quantityField,
  refuseLine,
  rowOf,
} from '../support/portal-pages'

// The head office edits a pending order line by line, accepts it, and the shop sees the
// outcome (decision 010). The order is placed by the test itself, so the seeded orders stay untouched.
const cases = demoOption('ML-ETUI', 0)
const tissue = demoOption('ML-SOIE', 0)
const ribbon = demoOption('ML-RUBAN', 1)

async function loggedIn(
  browser: Browser,
  baseURL: string | undefined,
  account: { login: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' })
  const page = await context.newPage()
  await logIn(page, '/login', account)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  return page
}

async function placeThreeLineOrder(page: Page): Promise<{ id: string; number: string }> {
  await emptyCart(page)
  await gotoCatalog(page)
  for (const pick of [cases, tissue, ribbon]) await addFromCatalog(page, pick, pick.minimum)
  await expectCartCount(page, 3)
  await cartLink(page).click()
  await page.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(page).toHaveURL(/\/panier\/request\/\d+$/)
  return { id: idInUrl(page), number: await confirmedOrderNumber(page) }
}

/** The nav link speaks its badge as ", N commande(s) en attente"; no badge when nothing waits. */
async function toValidateCount(page: Page): Promise<number> {
  const link = accountNav(page).getByRole('link', { name: /^Commandes à valider/ })
  await expect(link).toHaveAccessibleName(/^Commandes à valider\s*,\s*\d+ commandes? en attente$/)
  // The name is given whole in aria-label; the visible badge only shows the figure.
  const name = (await link.getAttribute('aria-label')) ?? ''
  return Number(/(\d+) commandes? en attente/.exec(name)?.[1])
}

test('siege-lemoine edits, refuses, detaches and accepts; boutique-paris sees the outcome', async ({
  browser,
  baseURL,
}) => {
  // Three logins (argon2 on each) and a dozen round trips: more than the default 30 s on a slow box.
  test.setTimeout(60_000)
  const shop = await loggedIn(browser, baseURL, SHOP_PARIS)
  const order = await placeThreeLineOrder(shop)
  await shop.context().close()

  const validator = await loggedIn(browser, baseURL, VALIDATOR)
  const waiting = await toValidateCount(validator)
  expect(waiting).toBeGreaterThanOrEqual(1)
  await accountNav(validator)
    .getByRole('link', { name: /^Commandes à valider/ })
    .click()
  await expect(validator).toHaveURL(/\/account\/ordervalid$/)
  const list = validator.getByRole('table', { name: 'Commandes en attente de validation' })
  // The badge counts exactly the orders listed (one page of them here).
  await expect(list.getByRole('row')).toHaveCount(waiting + 1)
  const listed = list.getByRole('row').filter({ has: validator.getByRole('link', { name: order.number }) })
  await expect(listed).toContainText(SHOP_NAMES.paris)
  await expect(listed).toContainText('En attente de validation')
  await listed.getByRole('link', { name: order.number }).click()

  await expect(validator).toHaveURL(new RegExp(`/account/ordervalid/${order.id}$`))
  await expect(validator.getByRole('heading', { level: 1, name: `Commande ${order.number}` })).toBeVisible()
  const lines = validator.getByRole('table', { name: 'Produits à valider' })
  await expect(lines.getByRole('row')).toHaveCount(4)

  // A quantity change (within the option's rule).
  const raised = cases.minimum + cases.multiple
  await quantityField(rowOf(lines, cases), cases).fill(String(raised))
  await rowOf(lines, cases)
    .getByRole('button', { name: `Enregistrer : ${cases.context}` })
    .click()
  await expectToast(validator, 'Produit modifié avec succès')
  await expect(quantityField(rowOf(lines, cases), cases)).toHaveValue(String(raised))

  // A refused line.
  await refuseLine(lines, tissue, 'Encore en stock en boutique.')
  await expectToast(validator, 'Produit modifié avec succès')
  await expect(rowOf(lines, tissue).getByRole('combobox', { name: `Statut : ${tissue.context}` })).toHaveValue(
    'refused',
  )

  // A detached line, after the confirmation.
  await rowOf(lines, ribbon)
    .getByRole('button', { name: `Retirer : ${ribbon.context}` })
    .click()
  await validator
    .getByRole('alertdialog', { name: 'Retirer ce produit de la commande ?' })
    .getByRole('button', { name: 'Oui, retirer le produit' })
    .click()
  await expectToast(validator, 'Produit supprimé avec succès')
  await expect(rowOf(lines, ribbon)).toHaveCount(0)
  await expect(lines.getByRole('row')).toHaveCount(3)

  await acceptWholeOrder(validator)
  await expectToast(validator, 'Commande validée')
  await expect(
    validator.getByRole('status').filter({ hasText: 'Cette commande n’attend plus de validation (Validée).' }),
  ).toBeVisible()
  await expectOrderStatus(validator, 'Validée')
  // The order left the list to validate, so the badge went down by one.
  const left = waiting - 1
  await expect(accountNav(validator).getByRole('link', { name: /^Commandes à valider/ })).toHaveAccessibleName(
    left === 0 ? /^Commandes à valider$/ : new RegExp(`^Commandes à valider\\s*,\\s*${left} commandes? en attente$`),
  )
  await validator.context().close()

  const owner = await loggedIn(browser, baseURL, SHOP_PARIS)
  await accountNav(owner).getByRole('link', { name: 'Mes commandes' }).click()
  const mine = owner
    .getByRole('table', { name: 'Mes commandes' })
    .getByRole('row')
    .filter({ has: owner.getByRole('link', { name: order.number }) })
  await expect(mine).toContainText('Validée')
  await mine.getByRole('link', { name: order.number }).click()
  await expect(owner).toHaveURL(new RegExp(`/account/order/${order.id}$`))
  await expectOrderStatus(owner, 'Validée')
  const outcome = owner.getByRole('table', { name: 'Produits de la commande' })
  await expect(outcome.getByRole('row')).toHaveCount(3)
  await expect(rowOf(outcome, cases).getByRole('cell').nth(2)).toHaveText(String(raised))
  await expect(rowOf(outcome, cases)).toContainText('Accepté')
  await expect(rowOf(outcome, tissue)).toContainText('Refusé')
  await expect(rowOf(outcome, ribbon)).toHaveCount(0)
  await owner.context().close()
})
