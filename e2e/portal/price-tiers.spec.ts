import { expect, test } from '@playwright/test'
import { SHOP_LYON } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import { addFromCatalog, cartLink, emptyCart, productCard, quantityField, rowOf } from '../support/portal-pages'

// docs/decisions/075: printed tissue paper costs 0,16 € HT a sheet, 0,14 € from 2 500 sheets. The shop sees the
// breaks and its delivery day in the catalogue, is told in the cart how many more sheets reach the next break,
// reaches it, and orders: the order keeps the break's price and the day it was promised for.
const tissue = demoOption('ML-SOIE', 1)
const DAY = /(lundi|mardi|mercredi|jeudi|vendredi) \d{1,2}(er)? [a-zéû]+/

test('boutique-lyon reaches a price break in the cart and orders with a promised delivery day', async ({ page }) => {
  await logIn(page, '/login', SHOP_LYON)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  await emptyCart(page)
  await page.goto('/account/catalog?recherche=ML-SOIE')
  const card = productCard(page, tissue)
  await expect(card.getByRole('list', { name: 'Prix par quantité' }).last()).toContainText(
    /dès 2\s500 unités : 0,14\s€ HT/,
  )
  await expect(card).toContainText(new RegExp(`Livraison estimée : ${DAY.source}`))

  await addFromCatalog(page, tissue, 2000)
  await cartLink(page).click()
  await expect(page).toHaveURL(/\/panier$/)
  const line = rowOf(page.getByRole('table', { name: 'Produits du panier' }), tissue)
  await expect(line).toContainText(/Encore 500 unités pour passer à 0,14\s€ HT l’unité/)
  await expect(line).toContainText(/320,00\s€/)

  await quantityField(line, tissue).fill('2500')
  await line.getByRole('button', { name: `Mettre à jour la quantité : ${tissue.context}` }).click()
  await expect(line).toContainText(/palier dès 2\s500/)
  await expect(line).toContainText(/350,00\s€/)
  await expect(line).toContainText(/Encore 2\s500 unités pour passer à 0,12\s€ HT l’unité/)
  await expect(page.getByRole('main')).toContainText(new RegExp(`Livraison estimée : ${DAY.source}`))

  await page.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(page).toHaveURL(/\/panier\/confirm\/\d+$/)
  await page.getByRole('link', { name: 'Voir la commande' }).click()
  await expect(page).toHaveURL(/\/account\/order\/\d+$/)
  await expect(page.getByRole('main')).toContainText(new RegExp(`Livraison promise\\s*${DAY.source}`))
  const ordered = page.getByRole('table', { name: 'Produits de la commande' })
  await expect(ordered).toContainText(/0,14\s€/)
  await expect(ordered).toContainText(/350,00\s€/)
})
