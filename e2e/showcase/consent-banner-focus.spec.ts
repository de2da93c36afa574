import { expect, type Page, test } from '@playwright/test'

// The consent banner comes first in the tab order (after the skip link, decision 047), and
// never covers the element that has the focus (on phones it covered 28 fields and buttons of the forms).

const CONTACT = ['/nous-contacter', 'Envoyer le message'] as const
const APPLICATION = ['/offre-emploi/conducteur-conductrice-offset', 'Envoyer ma candidature'] as const

/** What has the focus: its accessible text, whether it is inside the banner, and whether their boxes meet. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    const banner = document.querySelector('section[aria-labelledby="consent-title"]')
    if (element === null || element === document.body || banner === null) return null
    const box = element.getBoundingClientRect()
    const cover = banner.getBoundingClientRect()
    const overlaps =
      box.bottom > cover.top && box.top < cover.bottom && box.right > cover.left && box.left < cover.right
    const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent ?? ''
    return {
      name: `${element.tagName.toLowerCase()} ${name.trim().slice(0, 40)}`,
      inBanner: banner.contains(element),
      overlaps,
    }
  })
}

/** Tabs from the page start to the form's submit button; every stop outside the banner that it covers. */
async function coveredStops(page: Page, path: string, submit: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
  const covered: string[] = []
  for (let stop = 0; stop < 120; stop++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now === null) continue
    if (!now.inBanner && now.overlaps) covered.push(now.name)
    if (now.name === `button ${submit}`) return covered
  }
  throw new Error(`the ${submit} button was never reached with Tab`)
}

async function firstStops(page: Page, count: number) {
  await page.goto('/nous-contacter', { waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
  const stops: Array<{ name: string; inBanner: boolean }> = []
  for (let stop = 0; stop < count; stop++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now !== null) stops.push({ name: now.name, inBanner: now.inBanner })
  }
  return stops
}

function journeys() {
  test('Tab from the page start reaches the skip link, then the banner’s choices before anything else', async ({
    page,
  }) => {
    expect(await firstStops(page, 5)).toEqual([
      { name: 'a Aller au contenu principal', inBanner: false },
      { name: 'a En savoir plus sur les cookies', inBanner: true },
      { name: 'button Tout refuser', inBanner: true },
      { name: 'button Tout accepter', inBanner: true },
      { name: 'a Écrin, retour à l’accueil', inBanner: false },
    ])
  })

  for (const [path, submit] of [CONTACT, APPLICATION]) {
    test(`the banner covers no focused element of ${path}, up to its submit button`, async ({ page }) => {
      expect(await coveredStops(page, path, submit)).toEqual([])
    })
  }

  test('once answered, the banner leaves and the next Tab goes on to the header', async ({ page }) => {
    await page.goto('/nous-contacter', { waitUntil: 'networkidle' })
    await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
    for (let stop = 0; stop < 3; stop++) await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Votre vie privée' })).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Écrin, retour à l’accueil' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
  })
}

test.describe('desktop 1366 x 768', () => {
  journeys()
})

test.describe('phone 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  journeys()
})
