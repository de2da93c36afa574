import { type Browser, expect, type Page, test } from '@playwright/test'
import { ECOMMERCE_ADMIN, SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption } from '../support/portal-demo'
import {
  acceptWholeOrder,
  addFromCatalog,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectToast,
  rowOf,
} from '../support/portal-pages'

// docs/decisions/076: printed cases need an approved proof (BAT). boutique-paris orders them with the brand's logo,
// its head office accepts the order; the workshop may not start it, sends V1; the head office asks a change; V2 is
// sent and approved; then the order goes into production.
const cases = demoOption('ML-ETUI', 1)
const PDF = {
  name: 'bat.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
}

async function signedIn(browser: Browser, path: '/login' | '/admin', account: { login: string; password: string }) {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
  await logIn(page, path, account, path === '/admin')
  await expect(page).toHaveURL(path === '/admin' ? /\/backoffice\/order/ : /\/account\/catalog$/)
  return page
}

async function sendProof(admin: Page, orderId: string, version: number, note: string) {
  await admin.goto(`/backoffice/order/details/${orderId}`)
  const section = admin.getByRole('region', { name: 'BAT' })
  await section.getByLabel('BAT (PDF, 25 Mo au plus)').setInputFiles({ ...PDF, name: `bat-v${version}.pdf` })
  await section.getByLabel('Note pour le client').fill(note)
  await section.getByRole('button', { name: `Envoyer le BAT V${version}` }).click()
  await expect(section).toContainText('BAT envoyé')
}

function proofCard(page: Page, orderNumber: string) {
  return page.getByRole('article').filter({ hasText: orderNumber })
}

test('a proof goes V1, change asked, V2, approved, and only then the order goes into production', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const shop = await signedIn(browser, '/login', SHOP_PARIS)
  await emptyCart(shop)
  await shop.goto('/account/catalog?recherche=ML-ETUI')
  await expect(shop.getByRole('article', { name: cases.productName })).toContainText('BAT requis')
  await addFromCatalog(shop, cases, 500)
  await cartLink(shop).click()
  const line = rowOf(shop.getByRole('table', { name: 'Produits du panier' }), cases)
  const artwork = line.getByLabel('Fichier d’impression')
  await artwork.selectOption({ label: 'Logo Maison Lemoine.pdf' })
  await expect(artwork).toHaveValue(/\d+/)
  await shop.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(shop).toHaveURL(/\/panier\/request\/\d+$/)
  const number = await confirmedOrderNumber(shop)
  await shop.getByRole('link', { name: 'Voir la commande' }).click()
  const orderId = new URL(shop.url()).pathname.split('/').pop() ?? ''

  const headOffice = await signedIn(browser, '/login', VALIDATOR)
  await headOffice.goto(`/account/ordervalid/${orderId}`)
  await acceptWholeOrder(headOffice)
  await expectToast(headOffice, 'Commande validée')

  // The workshop may not start it: its proof is still to prepare.
  const admin = await signedIn(browser, '/admin', ECOMMERCE_ADMIN)
  await admin.goto(`/backoffice/order/details/${orderId}`)
  await expect(admin.getByRole('region', { name: 'BAT' })).toContainText('BAT à préparer')
  await admin.getByRole('button', { name: 'Passer en fabrication' }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Passer en fabrication' }).click()
  await expect(admin.getByText('La fabrication attend le BAT validé d’une ligne de cette commande.')).toBeVisible()
  await sendProof(admin, orderId, 1, 'Logo centré, 40 mm.')

  await headOffice.goto('/account/bat')
  const card = proofCard(headOffice, number)
  await expect(card).toContainText('BAT envoyé')
  await card.getByRole('button', { name: 'Demander une modification' }).click()
  await card.getByLabel('Modification demandée').fill('Le logo doit faire 60 mm.')
  await card.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(card).toContainText('BAT à modifier')

  await sendProof(admin, orderId, 2, 'Logo agrandi à 60 mm.')
  await expect(admin.getByRole('region', { name: 'BAT' })).toContainText('Le logo doit faire 60 mm.')

  await headOffice.goto('/account/bat')
  const second = proofCard(headOffice, number)
  await second.getByRole('button', { name: 'Valider le BAT' }).click()
  await headOffice.getByRole('alertdialog').getByRole('button', { name: 'Oui, valider le BAT' }).click()
  await expect(second).toContainText('BAT validé')

  await admin.goto(`/backoffice/order/details/${orderId}`)
  await expect(admin.getByRole('region', { name: 'BAT' })).toContainText('BAT validé')
  await admin.getByRole('button', { name: 'Passer en fabrication' }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Passer en fabrication' }).click()
  await expect(admin.getByRole('button', { name: 'Marquer expédiée' })).toBeVisible()
  for (const page of [shop, headOffice, admin]) await page.context().close()
})
