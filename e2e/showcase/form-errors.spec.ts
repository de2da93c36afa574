import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { refuseCookies } from './support/showcase-pages'

// The public forms say what is wrong beside each field, in French, with aria-invalid,
// and never in the browser's own (English) bubbles; axe finds nothing wrong with the errors shown (decision 047).

async function noAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([])
}

async function openWithoutBanner(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  // A fresh context always shows the banner, once the page has hydrated: answering it also waits for that.
  await refuseCookies(page)
}

/** The field has the focus, is marked invalid and is described by its French error. */
async function expectInvalid(page: Page, label: RegExp | Locator, message: string) {
  const field = label instanceof RegExp ? page.getByLabel(label) : label
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

function journeys() {
  test('the contact form sent empty: French errors beside the fields, focus on the first, nothing sent', async ({
    page,
  }) => {
    await openWithoutBanner(page, '/nous-contacter')
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts++
    })
    await expect(page.locator('form[aria-labelledby="contact-form-title"]')).toHaveAttribute('novalidate', '')
    await page.getByRole('textbox', { name: /^Objet/ }).fill('')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByLabel(/^Nom et prénom/)).toBeFocused()
    await expectInvalid(page, /^Nom et prénom/, 'Veuillez indiquer votre nom.')
    await expectInvalid(page, /^Adresse e-mail/, 'Veuillez indiquer une adresse e-mail valide.')
    await expectInvalid(page, /^Objet/, "Veuillez indiquer l'objet de votre message.")
    await expectInvalid(page, /^Message/, 'Veuillez écrire votre message.')
    await expectInvalid(
      page,
      /J’accepte que les informations saisies/,
      'Veuillez accepter le traitement de vos données',
    )
    await expect(page.getByLabel(/^Société/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toBe(0)
    await noAxeViolation(page)
  })

  test('the application form sent without a CV: its error beside the CV field, with the others', async ({ page }) => {
    await openWithoutBanner(page, '/offre-emploi/conducteur-conductrice-offset')
    await page.getByLabel(/^Prénom/).fill('Camille')
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    await expect(page.getByLabel(/^Nom \(/)).toBeFocused()
    await expectInvalid(page, /^Nom \(/, 'Veuillez indiquer votre nom.')
    await expectInvalid(page, /^Votre CV/, 'Veuillez joindre votre CV.')
    await expect(page.getByLabel(/^Prénom/)).not.toHaveAttribute('aria-invalid', 'true')
    await noAxeViolation(page)
  })

  test('the forgotten-password form sent empty says so in French beside the field', async ({ page }) => {
    await openWithoutBanner(page, '/forgot-password')
    await page.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(page.getByLabel('Identifiant')).toBeFocused()
    await expectInvalid(page, /^Identifiant/, 'Veuillez indiquer votre identifiant.')
    await noAxeViolation(page)
  })

  test('the new-password form refuses a weak password beside the field, before sending', async ({ page }) => {
    await openWithoutBanner(page, '/reset-password/jeton-de-test')
    const password = page.getByRole('textbox', { name: 'Nouveau mot de passe' })
    await password.fill('court')
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
    await expect(password).toBeFocused()
    await expectInvalid(page, password, 'Le mot de passe doit contenir au moins')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await noAxeViolation(page)
  })
}

test.describe('desktop 1366 x 768', () => {
  journeys()
})

test.describe('phone 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  journeys()
})
