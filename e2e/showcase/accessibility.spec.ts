import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PAGE_TEMPLATES, refuseCookies } from './support/showcase-pages'

// axe-core on every public page template (WCAG 2.1 A and AA rules and best practices). The
// consent banner is checked where it first appears, then answered so it covers nothing.

test('the home page with its consent banner has no axe violation', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([])
  await context.close()
})

for (const [template, path] of PAGE_TEMPLATES) {
  test(`the ${template} page (${path}) has no axe violation`, async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(path, { waitUntil: 'networkidle' })
    await refuseCookies(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
    ).toEqual([])
    await context.close()
  })
}

test('the mobile menu and the products menu have no axe violation when open', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await page.goto('/', { waitUntil: 'networkidle' })
  await refuseCookies(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Nos produits' }).click()
  await expect(page.getByRole('link', { name: 'Coffrets rigides' }).first()).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([])
  await context.close()
})
