import { expect, type Locator, type Page } from '@playwright/test'
import type { DemoPick } from './portal-demo'

// What a shop does on the portal screens, by labels and roles as a person reads them.

/** A success or error toast (react-toastify, role alert), then closed so the next one is unambiguous. */
export async function expectToast(page: Page, message: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: message })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Fermer la notification' }).click()
  await expect(toast).toHaveCount(0)
}

export function cartLink(page: Page): Locator {
  return page.getByRole('link', { name: /^Mon panier/ })
}

/** The header badge of the account area (its number is spoken as ", N produits"). */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const spoken = count === 1 ? '1 produit' : `${count} produits`
  await expect(cartLink(page)).toHaveAccessibleName(new RegExp(`^Mon panier\\s*,\\s*${spoken}$`))
}

/** The quantity input of a line or of a catalogue option: each is named after its product and option. */
export function quantityField(scope: Page | Locator, pick: DemoPick): Locator {
  return scope.getByRole('spinbutton', { name: `Quantité : ${pick.context}` })
}

export function productCard(page: Page, pick: DemoPick): Locator {
  return page.getByRole('article', { name: pick.productName })
}

/** Opens /panier and leaves it empty, whatever an earlier journey left in it. */
export async function emptyCart(page: Page): Promise<void> {
  await page.goto('/panier')
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible()
  const empty = page.getByText('Votre panier est vide.')
  const emptyButton = page.getByRole('button', { name: 'Vider le panier' })
  await expect(empty.or(emptyButton)).toBeVisible()
  if (await emptyButton.isVisible()) {
    await emptyButton.click()
    const dialog = page.getByRole('alertdialog', { name: 'Vider le panier ?' })
    await dialog.getByRole('button', { name: 'Oui, vider le panier' }).click()
    await expectToast(page, 'Panier vidé')
  }
  await expect(empty).toBeVisible()
}

/** Adds one option from /account/catalog (the page must be open) with an accepted quantity. */
export async function addFromCatalog(page: Page, pick: DemoPick, quantity: number): Promise<void> {
  const card = productCard(page, pick)
  const field = quantityField(card, pick)
  await field.fill(String(quantity))
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await card.getByRole('button', { name: `Ajouter au panier : ${pick.context}` }).click()
  await expectToast(page, 'Produit ajouté au panier')
}

export function accountNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Espace client' })
}

export async function gotoCatalog(page: Page): Promise<void> {
  await page.goto('/account/catalog')
  await expect(page.getByRole('heading', { level: 1, name: 'Mon catalogue' })).toBeVisible()
}

/** The status shown in an order's facts ("Statut" then its French label). */
export async function expectOrderStatus(page: Page, label: string): Promise<void> {
  await expect(page.getByLabel('Informations de la commande')).toContainText(new RegExp(`Statut\\s*${label}`))
}

export function cartLines(page: Page): Locator {
  return page.getByRole('table', { name: 'Produits du panier' }).getByRole('row')
}

/** A body row of a table, found by its row header (product name and reference). */
export function rowOf(table: Locator, pick: DemoPick): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: pick.productName }) })
    .filter({ hasText: pick.optionLabel })
}

/** The id at the end of the current URL (/panier/confirm/{id}, /account/order/{id}...). */
export function idInUrl(page: Page): string {
  const id = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(id).toMatch(/^\d+$/)
  return id
}

/** The number the confirmation page gives to the order just placed. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary).toContainText(/Numéro de commande : CMD-\d{4}-\d+/)
  const text = (await summary.textContent()) ?? ''
  const number = /CMD-\d{4}-\d+/.exec(text)?.[0]
  if (number === undefined) throw new Error(`no order number in: ${text}`)
  return number
}

/** The head office accepts the whole order, confirming in the dialog it now asks (decision 074). */
export async function acceptWholeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accepter la commande' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, accepter la commande' }).click()
}

/** Fills the reason a refusal asks (decision 074) in the open dialog, then confirms with `confirm`. */
export async function giveReason(page: Page, reason: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('alertdialog')
  await dialog.getByLabel('Motif du refus').fill(reason)
  await dialog.getByRole('button', { name: confirm }).click()
}

/** The head office refuses one line of the order, with the reason the refusal asks (decision 074). */
export async function refuseLine(lines: Locator, pick: DemoPick, reason: string): Promise<void> {
  const row = rowOf(lines, pick)
  await row.getByRole('combobox', { name: `Statut : ${pick.context}` }).selectOption({ label: 'Refusé' })
  await row.getByRole('button', { name: `Enregistrer : ${pick.context}` }).click()
  await giveReason(lines.page(), reason, 'Refuser le produit')
}
