import { expect, test } from '@playwright/test'
import { SHOWCASE_ADMIN } from '../support/demo-accounts'
import { logIn, storedTokens } from '../support/login-page'

const SSO_KEY = 'admin_storefront_portal_tokens'
const STOREFRONT_KEY = 'admin_storefront_tokens'
const SSO_REFUSAL = 'Les identifiants renseignés sont incorrects ou inexistants.'

// The showcase administrator's two-step sign-in, in Chromium against the real server (decision 030).
test('a showcase admin signs in at /vitrine/admin, stays signed in across a reload, and signs out', async ({
  page,
}) => {
  const steps: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (/\/admin\/sso\/|\/auth\/admins/.test(path))
      steps.push(`${response.request().method()} ${path} ${response.status()}`)
  })

  await logIn(page, '/vitrine/admin', SHOWCASE_ADMIN, true)

  await expect(page).toHaveURL(/\/vitrine\/backoffice$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office vitrine' })).toBeVisible()
  await expect(page.getByText('Connecté en tant que')).toContainText('vitrine')
  expect(steps).toEqual(['POST /portal-api/admin/sso/vitrine/login 200', 'POST /storefront-api/auth/admins 200'])
  for (const key of [SSO_KEY, STOREFRONT_KEY]) {
    const stored = await storedTokens(page, key)
    expect(stored.session).toBeNull()
    expect(JSON.parse(stored.local ?? '{}')).toMatchObject({
      AccessToken: expect.any(String),
      RefreshToken: expect.any(String),
    })
  }

  await page.reload()
  await expect(page).toHaveURL(/\/vitrine\/backoffice$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office vitrine' })).toBeVisible()

  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/vitrine\/admin$/)
  expect(steps.slice(2)).toEqual([
    'POST /storefront-api/auth/admins/logout 200',
    'POST /portal-api/admin/sso/logout 200',
  ])
  for (const key of [SSO_KEY, STOREFRONT_KEY])
    expect(await storedTokens(page, key)).toEqual({ local: null, session: null })
  await page.goto('/vitrine/backoffice')
  await expect(page).toHaveURL(/\/vitrine\/admin$/)
})

test('a wrong password shows the SSO message with its final dot', async ({ page }) => {
  await logIn(page, '/vitrine/admin', { login: SHOWCASE_ADMIN.login, password: 'mauvais-mot-de-passe' })
  await expect(page.getByRole('alert')).toHaveText(SSO_REFUSAL)
  await expect(page).toHaveURL(/\/vitrine\/admin$/)
})

test('stored strings that the storefront refuses send the visitor to /vitrine/admin', async ({ page }) => {
  await page.goto('/vitrine/admin')
  await page.evaluate(
    (keys) => {
      const fake = JSON.stringify({ AccessToken: 'faux', RefreshToken: 'faux', UserId: '1' })
      for (const key of keys) localStorage.setItem(key, fake)
      localStorage.setItem('admin_storefront_rememberMe', 'true')
    },
    [SSO_KEY, STOREFRONT_KEY],
  )
  await page.goto('/vitrine/backoffice')
  await expect(page).toHaveURL(/\/vitrine\/admin$/)
  expect(await storedTokens(page, STOREFRONT_KEY)).toEqual({ local: null, session: null })
})
