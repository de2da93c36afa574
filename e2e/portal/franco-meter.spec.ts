import { expect, test, type Page } from '@playwright/test'
import { VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { BRAND_FRANCO, demoOption, euros, units, type DemoPick } from '../support/portal-demo'
import { addFromCatalog, cartLink, emptyCart, gotoCatalog, quantityField, rowOf } from '../support/portal-pages'

// Decisions §4: the cart shows what is still missing for free shipping on each threshold
// (quantity OR amount HT), and shipping drops to nothing once either is reached. The head office's
// own cart is used: no other journey orders from it.
const bags = demoOption('ML-SAC-KRAFT', 0)
const boxes = demoOption('ML-COF-AIM', 1)

function francoMeter(page: Page) {
  return page.getByRole('region', { name: 'Franco de port' })
}

function progress(page: Page) {
  return page.getByRole('progressbar', { name: 'Progression vers le franco de port' })
}

async function progressValue(page: Page): Promise<number> {
  return Number(await progress(page).getAttribute('aria-valuenow'))
}

/** The cart holds these quantities: the meter tells what is missing, and shipping is charged. */
async function expectMissing(page: Page, lines: ReadonlyArray<{ pick: DemoPick; quantity: number }>) {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0)
  const amount = lines.reduce((sum, line) => sum + line.quantity * line.pick.unitPriceCents, 0)
  const missing =
    `Encore ${units(BRAND_FRANCO.quantity - quantity)} ou ${euros(BRAND_FRANCO.amountCents - amount)} HT ` +
    'pour bénéficier du franco de port.'
  await expect(francoMeter(page)).toContainText(missing)
  await expect(shippingRow(page)).toContainText(euros(BRAND_FRANCO.shippingCents))
  await expect(progress(page)).not.toHaveAttribute('aria-valuenow', '100')
}

async function expectReached(page: Page) {
  await expect(francoMeter(page)).toContainText('Franco de port atteint : la livraison est offerte.')
  await expect(shippingRow(page)).toContainText('Offerts')
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100')
}

function shippingRow(page: Page) {
  return page
    .getByRole('region', { name: 'Totaux du panier' })
    .locator('div')
    .filter({ has: page.getByText('Frais de port HT', { exact: true }) })
}

async function setQuantity(page: Page, pick: DemoPick, quantity: number) {
  const row = rowOf(page.getByRole('table', { name: 'Produits du panier' }), pick)
  await quantityField(row, pick).fill(String(quantity))
  await row.getByRole('button', { name: `Mettre à jour la quantité : ${pick.context}` }).click()
}

test('the franco meter follows the cart: missing quantity and amount, then reached by either', async ({ page }) => {
  await logIn(page, '/login', VALIDATOR)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await gotoCatalog(page)
  await addFromCatalog(page, bags, bags.minimum)
  await cartLink(page).click()
  await expect(page).toHaveURL(/\/panier$/)

  await expect(francoMeter(page)).toContainText(
    `Franco de port dès ${units(BRAND_FRANCO.quantity)} ou dès ${euros(BRAND_FRANCO.amountCents)} HT.`,
  )
  await expectMissing(page, [{ pick: bags, quantity: bags.minimum }])
  const atStart = await progressValue(page)

  // More units: less is missing on both thresholds, and the meter moves forward.
  const more = BRAND_FRANCO.quantity - 2 * bags.multiple
  await setQuantity(page, bags, more)
  await expectMissing(page, [{ pick: bags, quantity: more }])
  await expect.poll(() => progressValue(page)).toBeGreaterThan(atStart)

  // Reached by quantity, although the amount is far below its threshold.
  await setQuantity(page, bags, BRAND_FRANCO.quantity)
  await expectReached(page)

  await setQuantity(page, bags, bags.minimum)
  await expectMissing(page, [{ pick: bags, quantity: bags.minimum }])

  // Reached by amount with fewer units than the quantity threshold.
  const boxCount = Math.ceil(BRAND_FRANCO.amountCents / boxes.unitPriceCents / boxes.multiple) * boxes.multiple
  expect(bags.minimum + boxCount).toBeLessThan(BRAND_FRANCO.quantity)
  await gotoCatalog(page)
  await addFromCatalog(page, boxes, Math.max(boxes.minimum, boxCount))
  await cartLink(page).click()
  await expectReached(page)

  // A removed line takes the cart back below both thresholds.
  const table = page.getByRole('table', { name: 'Produits du panier' })
  await rowOf(table, boxes)
    .getByRole('button', { name: `Retirer : ${boxes.context}` })
    .click()
  await expect(rowOf(table, boxes)).toHaveCount(0)
  await expectMissing(page, [{ pick: bags, quantity: bags.minimum }])
})
