import { expect, type Page, test } from '@playwright/test'
import { refuseCookies } from './support/showcase-pages'

// The consent banner hands the focus on when answered, and the variant picker
// goes from one size to another without passing through a combination that does not exist.

const activeIsBody = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body)

test('"Tout refuser" from the keyboard leaves the focus off <body>, and Tab goes on to the header', async ({
  page,
}) => {
  await page.goto('/nous-contacter', { waitUntil: 'networkidle' })
  const refuse = page.getByRole('button', { name: 'Tout refuser' })
  await refuse.focus()
  await refuse.press('Enter')
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toHaveCount(0)
  expect(await activeIsBody(page)).toBe(false)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Écrin, retour à l’accueil' })).toBeFocused()
})

test('reopened from the footer and answered, the focus goes back to "Gestion des cookies"', async ({ page }) => {
  await page.goto('/')
  await refuseCookies(page)
  const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' })
  await manage.focus()
  await manage.press('Enter')
  await page.getByRole('button', { name: 'Tout accepter' }).press('Enter')
  await expect(manage).toBeFocused()
})

test('S, then M, then L: each pick shows a variant; an impossible value is aria-disabled and says why', async ({
  page,
}) => {
  await page.goto('/')
  await refuseCookies(page)
  await page.goto('/produit/coffret-rigide-aimante')
  const reference = page.getByTestId('variant-reference')
  await expect(reference).toHaveText('ECR-CF-001-S')
  const blue = page.getByRole('radio', { name: 'Bleu nuit', exact: true })
  await expect(blue).toHaveAttribute('aria-disabled', 'true')
  await expect(blue).toHaveAccessibleDescription('indisponible avec S')

  await page.getByRole('radio', { name: 'M', exact: true }).check()
  await expect(reference).toHaveText('ECR-CF-001-M')
  await expect(page.getByTestId('variant-missing')).toHaveCount(0)
  await page.getByRole('radio', { name: 'L', exact: true }).check()
  await expect(reference).toHaveText('ECR-CF-001-L')
  await expect(page.getByTestId('variant-missing')).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Vert sapin', exact: true })).toBeChecked()
})
