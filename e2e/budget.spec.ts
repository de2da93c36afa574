import { expect, test } from '@playwright/test'

// Issue budget: the JavaScript a visitor downloads for `/` stays under 120 KB gzip, and the home
// page never fetches login, account or back-office code. Measured as the browser sees it: the
// compressed bytes of every script the page loaded (the server gzips or brotli-compresses them).
const BUDGET_BYTES = 120 * 1024

test('the home page downloads under 120 KB of compressed JavaScript', async ({ page }) => {
  const scripts: Array<{ url: string; bytes: number }> = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const sizes = await response.request().sizes()
    scripts.push({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize })
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
  console.log(`JavaScript for /: ${(total / 1024).toFixed(1)} KB compressed in ${scripts.length} files`)
  expect(scripts.length).toBeGreaterThan(0)
  expect(total).toBeLessThan(BUDGET_BYTES)
  expect(scripts.map((s) => s.url).join(' ')).not.toMatch(/login|account|backoffice|admin/i)
})
