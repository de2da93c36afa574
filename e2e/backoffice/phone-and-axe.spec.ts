import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ECOMMERCE_ADMIN, SHOP_PARIS, SHOWCASE_ADMIN, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'

// Both back offices and the portal at the shop managers' desktop and on a 390 px phone: axe-core (WCAG 2.1
// A/AA and best practices) finds nothing, and no page is wider than the screen (its tables scroll in their
// own region or become cards, its forms are one column, the back offices' menu folds behind "Menu").
// Sessions use "Se souvenir de moi" so that they survive each page load (decisions 032 and 036).

/** A page to visit: a fixed address, or one read from a list (the first record's edit link, an order). */
type Visit = readonly [name: string, path: string | ((page: Page) => Promise<string>)]

type Area = {
  readonly name: string
  readonly login: '/admin' | '/vitrine/admin' | '/login'
  readonly account: { login: string; password: string }
  readonly landing: RegExp
  readonly visits: readonly Visit[]
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Lists and forms are judged once their data is in, not on their loading state.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // A toast is judged once it has finished sliding in: mid-animation it is partly transparent.
  await expect(page.locator('.Toastify--animate')).toHaveCount(0)
}

/** The address of the first link of `listPath` whose address matches `pattern`. */
function firstLink(listPath: string, pattern: RegExp) {
  return async (page: Page) => {
    await page.goto(listPath, { waitUntil: 'networkidle' })
    await settled(page)
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const found = hrefs.find((href) => href !== null && pattern.test(href))
    if (found === undefined || found === null) throw new Error(`no link ${String(pattern)} in ${listPath}`)
    return found
  }
}
const editOf = (listPath: string) => firstLink(listPath, new RegExp(`^${listPath}/update/[^/]+$`))

const ECOMMERCE: readonly Visit[] = [
  ['home', '/backoffice'],
  ...['order', 'customer', 'brand', 'category', 'product', 'administration'].map(
    (kind): Visit => [`${kind} list`, `/backoffice/${kind}`],
  ),
  ...['customer', 'brand', 'category', 'product', 'administration'].flatMap((kind): Visit[] => [
    [`${kind} create`, `/backoffice/${kind}/create`],
    [`${kind} edit`, editOf(`/backoffice/${kind}`)],
  ]),
  ['order detail', firstLink('/backoffice/order', /^\/backoffice\/order\/details\/\d+$/)],
  ['settings', '/backoffice/parametres'],
  ['security', '/backoffice/securite'],
  ['brand stock', '/backoffice/stock'],
]

const SHOWCASE_KINDS = [
  'administration',
  'home',
  'category',
  'attribut',
  'product',
  'blog',
  'blog/categories',
  'job',
  'partenariat',
  'catalog',
  'ecommerce/utilisateur',
]
const SHOWCASE: readonly Visit[] = [
  ['home', '/vitrine/backoffice'],
  ...SHOWCASE_KINDS.flatMap((kind): Visit[] => [
    [`${kind} list`, `/vitrine/backoffice/${kind}`],
    [`${kind} create`, `/vitrine/backoffice/${kind}/create`],
    // The demo has no e-commerce administrator but the super one, who is not listed: its form is the
    // showcase administrators' one, visited with 'administration'.
    ...(kind === 'ecommerce/utilisateur' ? [] : [[`${kind} edit`, editOf(`/vitrine/backoffice/${kind}`)] as const]),
  ]),
  ['media library', '/vitrine/backoffice/media'],
  ['media edit', editOf('/vitrine/backoffice/media')],
  ['security', '/vitrine/backoffice/securite'],
]

const AREAS: readonly Area[] = [
  {
    name: 'e-commerce back office',
    login: '/admin',
    account: ECOMMERCE_ADMIN,
    landing: /\/backoffice\//,
    visits: ECOMMERCE,
  },
  {
    name: 'showcase back office',
    login: '/vitrine/admin',
    account: SHOWCASE_ADMIN,
    landing: /\/vitrine\/backoffice$/,
    visits: SHOWCASE,
  },
  {
    name: 'portal (shop)',
    login: '/login',
    account: SHOP_PARIS,
    landing: /\/account\/catalog$/,
    visits: [
      ['catalogue', '/account/catalog'],
      ['cart', '/panier'],
      ['orders', '/account/order'],
      ['order detail', firstLink('/account/order', /^\/account\/order\/\d+$/)],
      ['profile', '/account/profile'],
    ],
  },
  {
    name: 'portal (head office)',
    login: '/login',
    account: VALIDATOR,
    landing: /\/account\/catalog$/,
    visits: [
      ['orders to validate', '/account/ordervalid'],
      ['validation', firstLink('/account/ordervalid', /^\/account\/ordervalid\/\d+$/)],
      ['approval rules', '/account/regles'],
      ['profile with mail choices', '/account/profile'],
    ],
  },
]

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const

async function problemsOf(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await settled(page)
  const axe = await new AxeBuilder({ page }).analyze()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  const violations = axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)
  // The widest elements name the culprit of an overflow.
  const widest =
    width <= page.viewportSize()!.width
      ? []
      : await page.evaluate((limit) => {
          const wide = [...document.querySelectorAll<HTMLElement>('main *')].filter(
            (element) => element.getBoundingClientRect().right > limit,
          )
          return wide.slice(-3).map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        }, page.viewportSize()!.width)
  return { violations, width, widest }
}

async function signedIn(browser: Browser, area: Area, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport })
  const page = await context.newPage()
  await logIn(page, area.login, area.account, true)
  await expect(page).toHaveURL(area.landing)
  return { context, page }
}

for (const viewport of VIEWPORTS) {
  for (const area of AREAS) {
    test(`${area.name} at ${viewport.width} px: no axe violation, nothing wider than the screen`, async ({
      browser,
    }) => {
      test.setTimeout(420_000)
      const { context, page } = await signedIn(browser, area, viewport)
      const found: Record<string, unknown> = {}
      for (const [name, target] of area.visits) {
        // A list that gives no record to open is a finding of its own; the other pages are still visited.
        const path = typeof target === 'string' ? target : await target(page).catch((error: Error) => error)
        if (path instanceof Error) {
          found[name] = path.message
          continue
        }
        const { violations, width, widest } = await problemsOf(page, path)
        if (violations.length > 0 || width > viewport.width) found[`${name} (${path})`] = { violations, width, widest }
      }
      expect(found).toEqual({})
      await context.close()
    })
  }
}

test('on a phone the back-office menu folds behind "Menu"; on a desktop it is always open', async ({ browser }) => {
  const area = AREAS[0]!
  const { context, page } = await signedIn(browser, area, VIEWPORTS[1])
  await page.goto('/backoffice/order', { waitUntil: 'networkidle' })
  const menu = page.getByRole('navigation', { name: 'Menu du back-office' })
  const toggle = menu.getByRole('button', { name: 'Menu' })
  const stores = menu.getByRole('link', { name: 'Magasins' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(stores).toBeHidden()
  const controlled = await toggle.getAttribute('aria-controls')
  await expect(menu.locator(`[id="${controlled}"]`)).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.locator(`[id="${controlled}"]`)).toBeVisible()
  await stores.focus()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()

  // A link chosen from the open menu folds it and puts focus on the page it opens, never on <body>.
  await page.keyboard.press('Enter')
  await stores.click()
  await expect(page).toHaveURL(/\/backoffice\/customer$/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('main')).toBeFocused()

  await page.setViewportSize(VIEWPORTS[0])
  await expect(toggle).toBeHidden()
  await expect(stores).toBeVisible()
  await context.close()
})
