import { expect, type Page, test } from '@playwright/test'
import { refuseCookies } from './support/showcase-pages'

// On a phone a job offer shows "En bref" (contract, place, salary) before its form,
// in reading and tab order too; the whole catalogue is one link away from every page (decision 046).
const JOB = '/offre-emploi/conducteur-conductrice-offset'

async function openJob(page: Page) {
  await page.goto(JOB)
  await refuseCookies(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conducteur / conductrice de presse offset (H/F)')
}

const box = async (page: Page, name: string) => {
  const found = await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox()
  if (found === null) throw new Error(`${name} is not displayed`)
  return found
}

// Tabs from the page's h1 until the focus reaches `a` or `b`: which one comes first.
async function firstReached(page: Page, a: string, b: string): Promise<string> {
  await page.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1
    heading.focus()
  })
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const focused = document.activeElement as HTMLInputElement | null
      return focused?.getAttribute('aria-label') ?? focused?.labels?.[0]?.textContent ?? focused?.textContent ?? ''
    })
    if (label.includes(a)) return a
    if (label.includes(b)) return b
  }
  return 'neither'
}

test.describe('a job offer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows "En bref" with the salary above the form, and reaches it first with Tab', async ({ page }) => {
    await openJob(page)
    const facts = page.getByRole('complementary', { name: 'En bref' })
    await expect(facts).toContainText('CDI')
    await expect(facts).toContainText('De 2 300 € à 2 800 € bruts mensuels')
    expect((await box(page, 'En bref')).y).toBeLessThan((await box(page, 'Postuler à cette offre')).y)
    expect(await firstReached(page, '← Toutes nos offres', 'Prénom')).toBe('← Toutes nos offres')
  })

  test('finds the whole catalogue from the footer', async ({ page }) => {
    await openJob(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tout le catalogue' }).click()
    await expect(page).toHaveURL(/\/catalogue$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tout le catalogue')
    await expect(page.getByRole('main').getByRole('link', { name: 'Coffrets rigides' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Coffrets bouteilles' })).toHaveCount(0)
  })
})

test.describe('a job offer on a desktop', () => {
  test('keeps "En bref" in the right column beside the description and the form', async ({ page }) => {
    await openJob(page)
    const facts = await box(page, 'En bref')
    const form = await box(page, 'Postuler à cette offre')
    expect(facts.x).toBeGreaterThan(form.x + form.width / 2)
    // Beside the description, at its top: well above the form that follows the description.
    expect(facts.y).toBeLessThan(form.y)
  })

  test('opens the whole catalogue from the products menu', async ({ page }) => {
    await page.goto('/')
    await refuseCookies(page)
    await page.getByRole('button', { name: 'Nos produits' }).click()
    await page.locator('#menu-nos-produits').getByRole('link', { name: 'Tout le catalogue' }).click()
    await expect(page).toHaveURL(/\/catalogue$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3)
  })
})
