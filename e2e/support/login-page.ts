import { expect, type Page } from '@playwright/test'

type Account = { login: string; password: string }

/** Fills a login screen the way a person does: labels, not selectors. */
export async function logIn(
  page: Page,
  path: '/login' | '/admin' | '/vitrine/admin',
  account: Account,
  rememberMe = false,
) {
  await page.goto(path)
  await page.getByLabel('Identifiant').fill(account.login)
  await page.getByLabel('Mot de passe').fill(account.password)
  const remember = page.getByLabel('Se souvenir de moi')
  if (rememberMe) await remember.check()
  else await expect(remember).not.toBeChecked()
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

export async function storedTokens(page: Page, key: string) {
  return page.evaluate((k) => ({ local: localStorage.getItem(k), session: sessionStorage.getItem(k) }), key)
}
