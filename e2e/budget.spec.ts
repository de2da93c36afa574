import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// Issue budget: the JavaScript a visitor downloads for `/` stays under 124 KB gzip, and the home
// page never fetches login, account or back-office code. Every script the page really loads (route
// chunks included) is counted at its gzip size, whatever encoding the server chose to send (it
// prefers brotli, which is smaller), so the figure means the same on every run.
// 120 KB before server rendering: hydrating the server-rendered page (TanStack Router's hydrate and RouterClient)
// costs 2.1 KB, paid once the page is already painted, and the public pages' accessibility (focus after
// navigation, the consent banner's room) about 0.3 KB (docs/decisions/048). Each route the entry's tree names
// costs it about 0.25 KB (its lazy importers): /account/regles and the back office's session watch took the
// last 0.5 KB, so 124 KB (addendum to decision 037). The goal is 100 KB (decision 051).
const BUDGET_BYTES = 124 * 1024

test('the home page downloads under 124 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Array<{ url: string; gzip: number; transferred: number }> = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body()
    const sizes = await response.request().sizes()
    scripts.push({
      url: new URL(response.url()).pathname,
      gzip: gzipSync(body, { level: 9 }).length,
      transferred: sizes.responseBodySize,
    })
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('main')).toBeVisible()
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0)
  const transferred = scripts.reduce((sum, s) => sum + s.transferred, 0)
  console.log(
    `JavaScript for /: ${(gzip / 1024).toFixed(1)} KB gzip ` +
      `(${(transferred / 1024).toFixed(1)} KB transferred) in ${scripts.length} files`,
  )
  expect(scripts.length).toBeGreaterThan(0)
  expect(gzip).toBeLessThan(BUDGET_BYTES)
  expect(scripts.map((s) => s.url).join(' ')).not.toMatch(
    /\/assets\/(runtime|Effect)-|login|account|backoffice|admin|panier|catalog/i,
  )
})
