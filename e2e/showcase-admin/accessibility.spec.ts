import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { SHOWCASE_ADMIN } from '../support/demo-accounts'
import { logIn } from '../support/login-page'

// Axe-core (WCAG 2.1 A and AA rules and best practices) on every template of the showcase back
// office (lists, forms, the rich-text editor, the tree, the sortable lists, previews), signed in as the
// demo showcase administrator with "Se souvenir de moi" so that the session survives each page load (decision 036).
const TEMPLATES = [
  ['home', '/vitrine/backoffice'],
  ['home blocks (sortable)', '/vitrine/backoffice/home'],
  ['home block form', '/vitrine/backoffice/home/create'],
  ['home block update', '/vitrine/backoffice/home/update/1'],
  ['category tree', '/vitrine/backoffice/category'],
  ['category form', '/vitrine/backoffice/category/create'],
  ['attributes list', '/vitrine/backoffice/attribut'],
  ['attribute form', '/vitrine/backoffice/attribut/update/1'],
  ['products list', '/vitrine/backoffice/product'],
  ['product form', '/vitrine/backoffice/product/update/1'],
  ['product preview', '/vitrine/backoffice/product/preview/1'],
  ['blog list', '/vitrine/backoffice/blog'],
  ['article editor', '/vitrine/backoffice/blog/create'],
  ['article update', '/vitrine/backoffice/blog/update/1'],
  ['article preview', '/vitrine/backoffice/blog/preview/1'],
  ['jobs list', '/vitrine/backoffice/job'],
  ['job form with applications', '/vitrine/backoffice/job/update/1'],
  ['job preview', '/vitrine/backoffice/job/preview/1'],
  ['partners (sortable)', '/vitrine/backoffice/partenariat'],
  ['partner form', '/vitrine/backoffice/partenariat/create'],
  ['catalogues', '/vitrine/backoffice/catalog'],
  ['media library', '/vitrine/backoffice/media'],
  ['showcase administrators', '/vitrine/backoffice/administration'],
  ['showcase administrator form', '/vitrine/backoffice/administration/create'],
  ['e-commerce users', '/vitrine/backoffice/ecommerce/utilisateur'],
  ['e-commerce user form', '/vitrine/backoffice/ecommerce/utilisateur/create'],
] as const

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Lists and forms are checked once their data is in, not on their loading state.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test('every showcase back-office template has no axe violation', async ({ browser }) => {
  test.setTimeout(240_000)
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  await logIn(page, '/vitrine/admin', SHOWCASE_ADMIN, true)
  await expect(page).toHaveURL(/\/vitrine\/backoffice$/)
  const found: Record<string, unknown> = {}
  for (const [template, path] of TEMPLATES) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await settled(page)
    const problems = await violations(page)
    if (problems.length > 0) found[`${template} (${path})`] = problems
  }
  // The media library's dialog, opened from the article editor.
  await page.goto('/vitrine/backoffice/blog/create', { waitUntil: 'networkidle' })
  await settled(page)
  await page
    .getByRole('button', { name: /Choisir dans la médiathèque/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const dialog = await violations(page)
  if (dialog.length > 0) found['media picker dialog'] = dialog
  expect(found).toEqual({})
  await context.close()
})
