import { expect, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { cartLink, emptyCart, expectCartCount, expectToast } from '../support/portal-pages'

// Spec §8: "Copier la commande" puts an order's lines back into the cart, and the
// server's message is the success toast. The oldest order of boutique-lyon (seeded) is copied.

type OrderedLine = { product: string; option: string; quantity: string }

test('an order copied from /account/order/{id} shows its lines in /panier', async ({ page }) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await page.goto('/account/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible()

  const orders = page.getByRole('table', { name: 'Mes commandes' }).getByRole('rowgroup').nth(1).getByRole('row')
  await expect(orders).not.toHaveCount(0)
  const oldest = orders.last()
  const number = (await oldest.getByRole('link').textContent()) ?? ''
  await oldest.getByRole('link').click()
  await expect(page).toHaveURL(/\/account\/order\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible()

  const rows = page
    .getByRole('table', { name: 'Produits de la commande' })
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row')
  await expect(rows).not.toHaveCount(0)
  const ordered: OrderedLine[] = []
  for (const row of await rows.all()) {
    const header = await row.getByRole('rowheader').innerText()
    const cells = row.getByRole('cell')
    ordered.push({
      product: header.split('\n')[0]?.trim() ?? '',
      option: (await cells.nth(0).innerText()).trim(),
      quantity: (await cells.nth(2).innerText()).trim(),
    })
  }

  await page.getByRole('button', { name: 'Copier la commande' }).click()
  const copied =
    ordered.length === 1 ? '1 produit copié dans le panier.' : `${ordered.length} produits copiés dans le panier.`
  await expectToast(page, copied)
  await expectCartCount(page, ordered.length)

  await cartLink(page).click()
  await expect(page).toHaveURL(/\/panier$/)
  const cart = page.getByRole('table', { name: 'Produits du panier' })
  await expect(cart.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(ordered.length)
  for (const line of ordered) {
    const row = cart
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: line.product }) })
      .filter({ hasText: line.option })
    await expect(row.getByRole('spinbutton', { name: `Quantité : ${line.product}, ${line.option}` })).toHaveValue(
      line.quantity,
    )
  }
})
