import { expect, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { ECOMMERCE_ADMIN } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { usePrivateServer } from '../support/private-server'

// The second factor end to end (decision 063): the demo administrator turns it on from the security page,
// signs out, and signs in again with a code computed from the secret the page showed, as an authenticator
// app would. A private server: the demo account must keep signing in with its password elsewhere.

const server = usePrivateServer()

/** The app's code for a time step: the confirmation used the current one, and a code counts once. */
const codeAt = (secret: string, stepsAhead: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 })

test('enable the second factor, sign out, sign in with a code from the shown secret', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: server().baseURL, locale: 'fr-FR' })).newPage()

  await logIn(page, '/admin', ECOMMERCE_ADMIN)
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Menu du back-office' })
    .getByRole('link', { name: 'Sécurité du compte' })
    .click()
  await page.getByRole('button', { name: 'Activer la double authentification' }).click()
  await expect(page.getByRole('img', { name: /QR code de la double authentification/ })).toBeVisible()
  const secret = (await page.locator('code').first().textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await expect(page.getByLabel('Code de vérification')).toBeFocused()
  await page.getByLabel('Code de vérification').fill(codeAt(secret, 0))
  await page.getByRole('button', { name: 'Confirmer l’activation' }).click()
  await expect(page.getByRole('heading', { name: 'Vos codes de secours' })).toBeFocused()
  await expect(page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger les codes' }).click()
  expect((await download).suggestedFilename()).toBe('codes-de-secours-ecrin.txt')
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click()
  await expect(page.getByText(/La double authentification est activée/)).toBeVisible()

  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion au back-office' })).toBeVisible()

  await logIn(page, '/admin', ECOMMERCE_ADMIN)
  const code = page.getByLabel('Code de vérification')
  await expect(code).toBeFocused()
  await code.fill(codeAt(secret, 1))
  await page.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible()
})
