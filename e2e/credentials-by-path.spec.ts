import { expect, test } from '@playwright/test'
import { ECOMMERCE_ADMIN, SHOP_PARIS } from './support/demo-accounts'
import { logIn } from './support/login-page'

// Spec §6: the token a call carries depends on the page path, so an admin and a shop logged in
// side by side in one browser each send their own.
test('an admin and a shop logged in side by side each send their own token', async ({ context }) => {
  const shopPage = await context.newPage()
  await logIn(shopPage, '/login', SHOP_PARIS, true)
  await expect(shopPage).toHaveURL(/\/account\/catalog$/)

  const adminPage = await context.newPage()
  await logIn(adminPage, '/admin', ECOMMERCE_ADMIN, true)
  await expect(adminPage).toHaveURL(/\/backoffice/)

  const tokens = await adminPage.evaluate(() => ({
    shop: JSON.parse(localStorage.getItem('token') ?? '{}').AccessToken as string,
    admin: JSON.parse(localStorage.getItem('admin_token') ?? '{}').AccessToken as string,
  }))
  expect(tokens.shop).toBeTruthy()
  expect(tokens.admin).toBeTruthy()
  expect(tokens.shop).not.toEqual(tokens.admin)

  const bearerOn = async (path: string) => {
    const page = await context.newPage()
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/portal-api/auth/current')) sent.push(r.headers().authorization ?? '')
    })
    await page.goto(path)
    await expect.poll(() => sent.length).toBeGreaterThan(0)
    await page.close()
    return sent
  }

  expect(new Set(await bearerOn('/account/catalog'))).toEqual(new Set([`Bearer ${tokens.shop}`]))
  expect(new Set(await bearerOn('/backoffice'))).toEqual(new Set([`Bearer ${tokens.admin}`]))
})
