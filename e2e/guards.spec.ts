import { expect, test } from '@playwright/test'

const guarded: Array<[string, RegExp]> = [
  // The wanted page rides along, to be opened after the login (decision 043).
  ['/account', /\/login\?redirect=%2Faccount$/],
  ['/account/catalog', /\/login\?redirect=%2Faccount%2Fcatalog$/],
  ['/panier', /\/login\?redirect=%2Fpanier$/],
  ['/backoffice', /\/admin\?redirect=%2Fbackoffice$/],
  ['/vitrine/backoffice', /\/vitrine\/admin$/],
]

for (const [path, destination] of guarded) {
  test(`an anonymous visitor of ${path} is sent to its login screen`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(destination)
  })
}

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the health endpoint reports the database', async ({ request }) => {
  const response = await request.get('/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ database: 'ok' })
})
