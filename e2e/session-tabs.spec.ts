import { expect, test } from '@playwright/test'
import { SHOP_PARIS } from './support/demo-accounts'
import { logIn, storedTokens } from './support/login-page'

// Two tabs share localStorage (decision 026); when both find the access token dead they refresh
// with the same refresh token at once. The later one must get the same new pair, not end the session.
test('two tabs refreshing at once both stay logged in', async ({ context }) => {
  const first = await context.newPage()
  await logIn(first, '/login', SHOP_PARIS, true)
  await expect(first).toHaveURL(/\/account\/catalog$/)
  const second = await context.newPage()
  await second.goto('/account/catalog')
  await expect(second.getByRole('banner')).toContainText(/Paris/)

  // An access token the server refuses: the next call of each tab goes through a refresh.
  await first.evaluate(() => {
    const set = JSON.parse(localStorage.getItem('token') ?? '{}')
    localStorage.setItem('token', JSON.stringify({ ...set, AccessToken: 'expire' }))
  })
  await Promise.all([first.reload(), second.reload()])

  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/account\/catalog$/)
    await expect(page.getByRole('banner')).toContainText(/Paris/)
  }
  const stored = JSON.parse((await storedTokens(first, 'token')).local ?? '{}')
  expect(stored.AccessToken).not.toBe('expire')
  // The session is still alive on the server: a later reload keeps the shop logged in.
  await second.reload()
  await expect(second.getByRole('banner')).toContainText(/Paris/)
})
