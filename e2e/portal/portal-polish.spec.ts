import { expect, type Browser, type Page, test } from '@playwright/test'
import { SHOP_LYON, SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  accountNav,
  addFromCatalog,
  cartLink,
  emptyCart,
  expectToast,
  gotoCatalog,
  idInUrl,
} from '../support/portal-pages'

// What shop managers and head offices stumbled on in a week.

// Each journey logs in and places orders on a shared, busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 })

const cases = demoOption('ML-ETUI', 0)
const bags = demoOption('ML-SAC-KRAFT', 0)

/** What has the focus: 'body' when it fell there. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (element === null || element === document.body) return 'body'
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return `${element.tagName.toLowerCase()} ${name.trim()}`
  })

async function loggedIn(browser: Browser, baseURL: string | undefined, account: typeof SHOP_PARIS, width = 1366) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width, height: 844 } })
  const page = await context.newPage()
  await logIn(page, '/login', account)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  return page
}

test('login: French messages on an empty submit, then the catalogue’s title has the focus (items 1, 3)', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByLabel('Identifiant')).toHaveAccessibleDescription('Saisissez votre identifiant.')
  await expect(page.getByLabel('Mot de passe')).toHaveAccessibleDescription('Saisissez votre mot de passe.')
  await expect(page.getByLabel('Identifiant')).toBeFocused()
  await page.getByLabel('Identifiant').fill(SHOP_LYON.login)
  await page.getByLabel('Mot de passe').fill(SHOP_LYON.password)
  await page.getByLabel('Mot de passe').press('Enter')
  // The catalogue loads its products first: on a busy machine that outlasts the default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Mon catalogue' })).toBeFocused({ timeout: 30_000 })
})

test('catalogue, cart and checkout keep the focus off <body>; one removal per double-click (1, 7; 23.10)', async ({
  page,
}) => {
  await logIn(page, '/login', SHOP_PARIS)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await gotoCatalog(page)
  // Accessible names without stray commas or signs (item 7).
  await expect(cartLink(page)).toHaveAccessibleName('Mon panier, 0 produits')
  await expect(page.getByRole('button', { name: 'Commande rapide', exact: true })).toBeVisible()

  for (const pick of [cases, bags]) await addFromCatalog(page, pick, pick.minimum)
  const update = page.getByRole('button', { name: `Mettre à jour le panier : ${cases.context}` })
  await update.focus()
  await update.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Quantité mise à jour' })).toBeVisible()
  expect(await focused(page)).toBe(`button Mettre à jour le panier : ${cases.context}`)
  // Closed, so that it covers nothing that comes next.
  await expectToast(page, 'Quantité mise à jour')

  await cartLink(page).click()
  const deletions: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletions.push(request.url())
  })
  await page.getByRole('button', { name: `Retirer : ${cases.context}` }).dblclick()
  await expect(page.getByRole('button', { name: `Retirer : ${cases.context}` })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeFocused()
  expect(deletions).toHaveLength(1)
  await expect(page.getByText('Ressource introuvable.')).toHaveCount(0)

  await page.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(page).toHaveURL(/\/panier\/(confirm|request)\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('orders: "Du" after "Au" is said at the field; sort buttons are named whole (items 4, 7)', async ({ page }) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await page.goto('/account/order')
  const table = page.getByRole('table', { name: 'Mes commandes' })
  await expect(table.getByRole('button', { name: 'Numéro, trier par ordre croissant', exact: true })).toBeVisible()
  await page.getByLabel('Du', { exact: true }).fill('2026-03-08')
  await page.getByLabel('Au', { exact: true }).fill('2026-03-04')
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page.getByLabel('Du', { exact: true })).toHaveAccessibleDescription(
    'La date « Du » doit précéder la date « Au » (ou lui être égale).',
  )
  await expect(page.getByLabel('Du', { exact: true })).toBeFocused()
  await expect(page).toHaveURL(/\/account\/order$/)
})

test.describe('on a phone', () => {
  test('the head office validates at 390 px: lines as cards, the menu whole (item 2)', async ({ browser, baseURL }) => {
    test.setTimeout(90_000)
    const shop = await loggedIn(browser, baseURL, SHOP_PARIS)
    await emptyCart(shop)
    await gotoCatalog(shop)
    await addFromCatalog(shop, cases, cases.minimum)
    await cartLink(shop).click()
    await shop.getByRole('button', { name: 'Valider la commande' }).click()
    await expect(shop).toHaveURL(/\/panier\/request\/\d+$/)
    const id = idInUrl(shop)

    const validator = await loggedIn(browser, baseURL, VALIDATOR, 390)
    await expect(
      accountNav(validator).getByRole('link', { name: /^Commandes à valider, \d+ commandes? en attente$/ }),
    ).toBeVisible()
    await validator.goto(`/account/ordervalid/${id}`)
    const logout = accountNav(validator).getByRole('button', { name: 'Se déconnecter' })
    await expect(logout).toBeInViewport()
    // Every control of the line within the screen's width once scrolled to.
    for (const name of [`Quantité : ${cases.context}`, `Statut : ${cases.context}`]) {
      const field = validator.getByLabel(name)
      await field.scrollIntoViewIfNeeded()
      const box = await field.boundingBox()
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390, name).toBe(true)
    }
    for (const name of [`Enregistrer : ${cases.context}`, `Retirer : ${cases.context}`]) {
      const button = validator.getByRole('button', { name })
      await button.scrollIntoViewIfNeeded()
      await expect(button).toBeInViewport({ ratio: 1 })
    }
    expect(await validator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const lines = validator.getByRole('region', { name: 'Produits à valider' })
    expect(await lines.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true)
    // The status badge keeps its words on one line rather than a circle.
    const badge = validator.getByLabel('Informations de la commande').getByText('En attente de validation')
    const box = await badge.boundingBox()
    expect(box !== null && box.width > box.height * 2).toBe(true)
    await validator.context().close()
    await shop.context().close()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages drawn in the browser say JavaScript is needed; the public site does not (item 8)', async ({ page }) => {
    // getByText skips <noscript>: its paragraphs are found by their place instead.
    const notice = page.locator('noscript > p.no-script')
    for (const path of ['/login', '/forgot-password', '/panier', '/account']) {
      await page.goto(path)
      await expect(notice, path).toBeVisible()
      await expect(notice, path).toContainText('JavaScript est nécessaire.')
    }
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toBeHidden()
    const formNotice = page.locator('form noscript > p')
    await page.goto('/nous-contacter')
    await expect(formNotice).toBeVisible()
    await expect(formNotice).toContainText('JavaScript est désactivé dans votre navigateur : votre message ne peut pas')
    await page.goto('/offre-emploi/conducteur-conductrice-offset')
    await expect(formNotice).toBeVisible()
    await expect(formNotice).toContainText('votre candidature ne peut pas être envoyée')
  })
})
