import { expect, type Page, test } from '@playwright/test'
import { refuseCookies } from './support/showcase-pages'

// After an in-site navigation (decision 047), focus moves to the new page's h1 (with the site's focus
// ring for keyboard users) and a polite live region says which page loaded; nothing moves on the first load.

const liveRegion = (page: Page) => page.locator('p[aria-live="polite"].visually-hidden')
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true })
const outlineOf = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).outlineStyle)

function journeys() {
  test('the first load leaves focus and the live region alone', async ({ page }) => {
    await page.goto('/nous-contacter', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
    // The banner shows once the page has hydrated and the router has rendered it.
    await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await expect(liveRegion(page)).toHaveText('')
  })

  test('a link followed with the keyboard focuses the new h1, shows the ring and announces the page', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' })
    await refuseCookies(page)
    await footerLink(page, 'Nous contacter').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/nous-contacter$/)
    const heading = page.getByRole('heading', { level: 1, name: 'Nous contacter' })
    await expect(heading).toBeFocused()
    await expect(heading).toHaveAttribute('tabindex', '-1')
    expect(await outlineOf(page)).toBe('solid')
    await expect(liveRegion(page)).toHaveText('Page chargée : Nous contacter')

    // The next page: the announcement follows, and Tab goes on from the content.
    await footerLink(page, 'FAQ').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(liveRegion(page)).toHaveText(/^Page chargée : .+/)
    await expect(liveRegion(page)).not.toHaveText('Page chargée : Nous contacter')
  })

  test('a link clicked with the mouse focuses the h1 without a ring, and Back does it again', async ({ page }) => {
    await page.goto('/nos-offres-emploi', { waitUntil: 'networkidle' })
    await refuseCookies(page)
    await page.getByRole('link', { name: 'Conducteur / conductrice de presse offset (H/F)' }).click()
    const heading = page.getByRole('heading', { level: 1, name: 'Conducteur / conductrice de presse offset (H/F)' })
    await expect(heading).toBeFocused()
    expect(await outlineOf(page)).toBe('none')
    await expect(liveRegion(page)).toHaveText('Page chargée : Conducteur / conductrice de presse offset (H/F)')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(liveRegion(page)).toHaveText(/^Page chargée : .*offres/i)
  })
}

test.describe('desktop 1366 x 768', () => {
  journeys()
})

test.describe('phone 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  journeys()
})
