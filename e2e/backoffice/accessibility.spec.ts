import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ECOMMERCE_ADMIN } from '../support/demo-accounts'
import { logIn } from '../support/login-page'

// Axe-core (WCAG 2.1 A and AA rules and best practices) on the back office's templates —
// lists, forms and an order's detail — signed in as the demo super administrator (decision 032). "Se souvenir de moi"
// keeps the session across the page loads (without it, spec §4 ends it at the next load).
const TEMPLATES = [
  ['orders list', '/backoffice/order'],
  ['order detail', '/backoffice/order/details/1'],
  ['stores list', '/backoffice/customer'],
  ['store form', '/backoffice/customer/create'],
  ['brands list', '/backoffice/brand'],
  ['brand form', '/backoffice/brand/create'],
  ['categories list', '/backoffice/category'],
  ['product form', '/backoffice/product/create'],
  ['products list', '/backoffice/product'],
  ['administrators list', '/backoffice/administration'],
  ['settings', '/backoffice/parametres'],
  ['brand stock', '/backoffice/stock'],
] as const

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))
}

test('every back-office template has no axe violation', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  await logIn(page, '/admin', ECOMMERCE_ADMIN, true)
  await expect(page).toHaveURL(/\/backoffice\/order/)
  const found: Record<string, unknown> = {}
  for (const [template, path] of TEMPLATES) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Lists and details are checked once their data is in, not on their loading state.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const problems = await violations(page)
    if (problems.length > 0) found[`${template} (${path})`] = problems
  }
  expect(found).toEqual({})
  await context.close()
})
