import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { SHOP_LYON, SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'

// Every template of the customer portal, at the shop managers' desktop width and on a phone:
// no axe violation (WCAG 2.1 A/AA and best practices), a tab title of its own, no horizontal scrolling,
// and no console error from the app. Chromium's own "Failed to load resource" line for a 4xx answer is
// the browser's network log (decision 042) and is the only console error let through.
type Template = {
  readonly name: string
  readonly path: (page: Page) => Promise<string>
  /** False for a failure state of another template's route, which keeps that route's title. */
  readonly ownTitle?: false
}

const fixed = (path: string) => async () => path

/** The link of the first order whose row says `status`, in the list at `listPath`. */
function orderWith(listPath: string, tableName: string, status: RegExp, toPath: (id: string) => string) {
  return async (page: Page) => {
    await page.goto(listPath)
    const rows = page.getByRole('table', { name: tableName }).getByRole('row')
    const row = rows
      .filter({ has: page.getByRole('link') })
      .filter({ hasText: status })
      .first()
    const href = await row.getByRole('link').first().getAttribute('href', { timeout: 10_000 })
    const id = /(\d+)$/.exec(href ?? '')?.[1]
    if (id === undefined) throw new Error(`no order "${String(status)}" in ${listPath}`)
    return toPath(id)
  }
}

const SHOP_TEMPLATES: Template[] = [
  { name: 'catalogue', path: fixed('/account/catalog') },
  { name: 'orders list', path: fixed('/account/order') },
  { name: 'order detail', path: orderWith('/account/order', 'Mes commandes', /./, (id) => `/account/order/${id}`) },
  { name: 'profile', path: fixed('/account/profile') },
  // An order that does not exist: a French message, and no console error from the app.
  { name: 'missing order', path: fixed('/account/order/99999'), ownTitle: false },
  { name: 'cart', path: fixed('/panier') },
  {
    name: 'request confirmation',
    path: orderWith('/account/order', 'Mes commandes', /En attente de validation/, (id) => `/panier/request/${id}`),
  },
]
const DIRECT_TEMPLATES: Template[] = [
  {
    name: 'confirmation',
    path: orderWith('/account/order', 'Mes commandes', /Validée/, (id) => `/panier/confirm/${id}`),
  },
]
const VALIDATOR_TEMPLATES: Template[] = [
  { name: 'orders to validate', path: fixed('/account/ordervalid') },
  // The brand's stock, its chart and its tables (docs/decisions/077-brand-stock.md).
  { name: 'brand stock', path: fixed('/account/stock') },
  {
    name: 'order to validate',
    path: orderWith(
      '/account/ordervalid',
      'Commandes en attente de validation',
      /./,
      (id) => `/account/ordervalid/${id}`,
    ),
  },
]
const SIGNED_OUT_TEMPLATES: Template[] = [
  { name: 'login', path: fixed('/login') },
  { name: 'forgotten password', path: fixed('/forgot-password') },
]

async function problemsOf(page: Page, template: Template, errors: string[]) {
  const path = await template.path(page)
  errors.length = 0
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // A toast is judged once it has finished sliding in: mid-animation it is partly transparent.
  await expect(page.locator('.Toastify--animate')).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).analyze()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  return {
    path,
    title: await page.title(),
    violations: axe.violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    overflow: Math.max(0, overflow),
    consoleErrors: [...errors],
  }
}

async function checkTemplates(page: Page, templates: Template[], titles: Map<string, string>) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  const found: Record<string, unknown> = {}
  for (const template of templates) {
    const seen = await problemsOf(page, template, errors)
    const { title, violations, overflow, consoleErrors } = seen
    if (violations.length > 0 || overflow > 0 || consoleErrors.length > 0)
      found[`${template.name} (${seen.path})`] = { violations, overflow, consoleErrors }
    if (template.ownTitle !== false) titles.set(template.name, title)
  }
  expect(found).toEqual({})
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`portal templates at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('have no axe violation, no overflow, no console error and a title of their own', async ({ browser }) => {
      test.setTimeout(180_000)
      const titles = new Map<string, string>()
      for (const [account, templates] of [
        [SHOP_PARIS, SHOP_TEMPLATES],
        [SHOP_LYON, DIRECT_TEMPLATES],
        [VALIDATOR, VALIDATOR_TEMPLATES],
        [null, SIGNED_OUT_TEMPLATES],
      ] as const) {
        const context = await browser.newContext({ locale: 'fr-FR', viewport })
        const page = await context.newPage()
        if (account !== null) {
          await logIn(page, '/login', account, true)
          await expect(page).toHaveURL(/\/account\/catalog$/)
        }
        await checkTemplates(page, [...templates], titles)
        await context.close()
      }
      // Every template names itself in the tab (a title per page, none the site's default).
      const values = [...titles.values()]
      expect(new Set(values).size, JSON.stringify(Object.fromEntries(titles), null, 1)).toBe(values.length)
    })
  })
}

test('a full load of the catalogue asks the cart count once', async ({ page }) => {
  await logIn(page, '/login', SHOP_PARIS, true)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  const counts: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/carts/count')) counts.push(request.url())
  })
  await page.goto('/account/catalog', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Mon catalogue' })).toBeVisible()
  // Start-up prefetches it and the header's badge reads that same answer.
  expect(counts).toHaveLength(1)
})
