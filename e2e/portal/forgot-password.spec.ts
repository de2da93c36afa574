import { expect, test } from '@playwright/test'
import { SHOP_LYON, WRONG_CREDENTIALS_MESSAGE } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { SHOP_NAMES } from '../support/portal-demo'
import { resetTokenAfter, usePrivateServer } from '../support/private-server'

// Spec §8: forgot-password sends a single-use link (read here from the server log, where
// the outbox prints it without SMTP_URL), the link sets a new password, and the shop logs in with it.
// A private server instance keeps the shared demo password of boutique-lyon intact for other journeys.
const NEW_PASSWORD = 'Lyon2026NouveauMdp'

const server = usePrivateServer()

test('forgot-password through the outbox link to a new password, then a login with it', async ({ browser }) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ baseURL: server().baseURL, locale: 'fr-FR' })
  const page = await context.newPage()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible()
  const mark = server().log().length
  await page.getByLabel('Identifiant').fill(SHOP_LYON.login)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Votre demande a bien été envoyée, veuillez consulter votre email.',
  )

  const token = await resetTokenAfter(server(), mark)
  await page.goto(`/reset-password/${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(NEW_PASSWORD)
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Mot de passe mis à jour avec succès')
  await page.getByRole('link', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // The old password is gone, the new one opens the account.
  await logIn(page, '/login', SHOP_LYON)
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS_MESSAGE)
  await logIn(page, '/login', { login: SHOP_LYON.login, password: NEW_PASSWORD })
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await expect(page.getByRole('banner')).toContainText(SHOP_NAMES.lyon)

  // The link works once only.
  await page.goto(`/reset-password/${token}`)
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(`${NEW_PASSWORD}2`)
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(`${NEW_PASSWORD}2`)
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByRole('alert')).toHaveText("L'identifiant renseigné est incorrect ou inexistant")
  await context.close()
})
