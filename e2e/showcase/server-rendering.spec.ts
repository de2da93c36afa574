import { expect, test, type Page } from '@playwright/test'

// Public pages arrive rendered by the server, then the browser takes them over (hydration)
// with the data that came with them: no second read of the Storefront API, and no mismatch for React
// to complain about in the console (decision 048).
const PAGES = [
  '/',
  '/produit/coffret-rigide-aimante',
  '/categorie-produit/coffrets-et-ecrins',
  '/actualites',
  '/nos-offres-emploi',
  '/faq',
]

function watch(page: Page) {
  const problems: string[] = []
  const apiReads: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/storefront-api/')) apiReads.push(request.url())
  })
  return { problems, apiReads }
}

for (const path of PAGES) {
  test(`${path} comes rendered and is taken over without reading the API again`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    // The heading is in the HTML itself, before any script runs.
    expect(html).toMatch(/<div id="root">.*<h1[\s>]/s)

    const { problems, apiReads } = watch(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    // The router clears its bootstrap data once the page is hydrated.
    await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
    expect(apiReads).toEqual([])
    expect(problems).toEqual([])
  })
}

test('a visitor who already chose about cookies gets the page hydrated without a mismatch', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('button', { name: /tout refuser|refuser/i })
    .first()
    .click()
  const { problems } = watch(page)
  await page.reload({ waitUntil: 'networkidle' })
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  expect(problems).toEqual([])
})

test('after hydration, links navigate in the page and read what the next page needs', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const { apiReads } = watch(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Actualités' }).first().click()
  await expect(page).toHaveURL(/\/actualites$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/actualités/i)
  expect(apiReads.length).toBeGreaterThan(0)
})

test('an unknown address answers 404 with the not-found page, then shows /404', async ({ page, request }) => {
  const response = await request.get('/nimportequoi')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('noindex')
  await page.goto('/nimportequoi')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page).toHaveTitle('Page introuvable | Écrin')
})

test('an address with a trailing slash is moved permanently to the one without', async ({ request }) => {
  const response = await request.get('/actualites/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/actualites')
})

// Decision 051: the scripts of a rendered page start once its lead image is on screen, so that they do not
// share the bandwidth and the main thread with it. Measured by the browser: the entry script's request
// starts after the lead image's largest-contentful-paint entry.
for (const path of ['/', '/categorie-produit/coffrets-et-ecrins']) {
  test(`${path} starts its scripts once its lead image is shown`, async ({ page }) => {
    await page.goto(path)
    await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
    // The starter waits for this image's own paint (Element Timing), not for whatever paint came first.
    await expect(page.locator('img[fetchpriority=high]').first()).toHaveAttribute('elementtiming', 'lead')
    const timings = await page.evaluate(
      () =>
        new Promise<{ shownAt: number | null; scriptAt: number | null }>((resolve) => {
          new PerformanceObserver((list) => {
            const lead = list
              .getEntries()
              .find((entry) =>
                (entry as PerformanceEntry & { element?: Element }).element?.matches('[fetchpriority=high]'),
              )
            const script = performance
              .getEntriesByType('resource')
              .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
            resolve({ shownAt: lead?.startTime ?? null, scriptAt: script?.startTime ?? null })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(timings.shownAt).not.toBeNull()
    expect(timings.scriptAt).not.toBeNull()
    expect(timings.scriptAt ?? 0).toBeGreaterThanOrEqual(timings.shownAt ?? Infinity)
  })
}

test('a browser that reports no paints still takes the page over, once its lead image has loaded', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver')
  })
  const { problems } = watch(page)
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false)
  const lead = page.locator('img[fetchpriority=high]').first()
  expect(await lead.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true)
  expect(problems).toEqual([])
})
