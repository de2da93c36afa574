import { expect, test, type Browser, type Page } from '@playwright/test'
import { ECOMMERCE_ADMIN } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { acceptWholeOrder, expectOrderStatus, expectToast } from '../support/portal-pages'
import { usePrivateServer } from '../support/private-server'

// The e-commerce back office end to end (decision 027): an administrator creates a brand with franco
// thresholds, its head office and a shop validated by it, and a product with an option; both shops set
// their passwords from the mailed links; the shop orders, the head office accepts, the administrator
// moves the order to shipped, and the shop sees the new status and gets its mail. A private server, so
// that its log (where the outbox prints mails without SMTP_URL) can be read.
const BRAND = 'Parfumerie Journée'
const HEAD_OFFICE = { login: 'siege-journee', name: 'Siège Journée', email: 'siege@parfumerie-journee.fr' }
const SHOP = { login: 'boutique-journee', name: 'Boutique Journée', email: 'boutique@parfumerie-journee.fr' }
const PASSWORD = 'Journee2026!Sure'
const PRODUCT = { name: 'Boîte Journée', reference: 'PJ-BOITE', option: 'Standard' }

const server = usePrivateServer()

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server().baseURL, locale: 'fr-FR' })
  return context.newPage()
}

/** The link of the first mail to `to` that the outbox printed after `mark` characters of the log. */
async function mailedLink(to: string, mark: number): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        const printed = server().log().slice(mark)
        const mail = printed.split('Courriel en attente').find((entry) => entry.includes(`pour ${to} :`))
        link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0]
        return link
      },
      { message: `a set-up link mailed to ${to}`, timeout: 10_000 },
    )
    .toBeDefined()
  return link ?? ''
}

async function createShop(admin: Page, shop: typeof SHOP, validator: string | null) {
  await admin.goto('/backoffice/customer/create')
  await expect(admin.getByRole('heading', { level: 1, name: 'Créer un magasin' })).toBeVisible()
  await admin.getByLabel(/^Enseigne \(/).selectOption({ label: BRAND })
  await admin.getByLabel('Identifiant de connexion').fill(shop.login)
  await admin.getByLabel('Nom du magasin').fill(shop.name)
  await admin.getByLabel('Adresse e-mail').fill(shop.email)
  await admin.getByLabel(/^Adresse \(/).fill('12 rue du Faubourg')
  await admin.getByLabel('Code postal').fill('75008')
  await admin.getByLabel('Ville').fill('Paris')
  if (validator !== null) {
    const choice = admin.getByLabel('Magasin validateur')
    await expect(choice.getByRole('option', { name: validator })).toHaveCount(1)
    await choice.selectOption({ label: validator })
  }
  await admin.getByRole('button', { name: 'Créer le magasin' }).click()
  await expectToast(admin, 'Enregistrement créé avec succès')
  await expect(admin).toHaveURL(/\/backoffice\/customer(\?.*)?$/)
}

async function sendSetUpLink(admin: Page, shop: typeof SHOP): Promise<string> {
  await admin.goto(`/backoffice/customer?q=${shop.login}`)
  await admin.getByRole('link', { name: `Modifier ${shop.name}` }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Modifier le magasin ${shop.name}` })).toBeVisible()
  const mark = server().log().length
  await admin.getByRole('button', { name: 'Envoyer un lien de création du mot de passe' }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Envoyer le lien' }).click()
  return mailedLink(shop.email, mark)
}

async function setPassword(browser: Browser, link: string) {
  const page = await newPage(browser)
  await page.goto(link)
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Mot de passe mis à jour avec succès')
  await page.context().close()
}

async function moveOrder(admin: Page, label: string) {
  await admin.getByRole('button', { name: label }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: label }).click()
}

test('an administrator sets up a brand, its shops and a product; the order goes from the shop to shipped', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const admin = await newPage(browser)
  await logIn(admin, '/admin', ECOMMERCE_ADMIN, true)
  await expect(admin).toHaveURL(/\/backoffice\/order/)

  // The brand, with its franco thresholds.
  await admin.goto('/backoffice/brand/create')
  await admin.getByLabel(/^Nom \(/).fill(BRAND)
  await admin.getByLabel('Franco en quantité (unités)').fill('300')
  await admin.getByLabel('Franco en montant (€ HT)').fill('150')
  await admin.getByLabel('Frais de port (€ HT)').fill('12,50')
  await admin.getByRole('button', { name: 'Créer l’enseigne' }).click()
  await expectToast(admin, 'Enregistrement créé avec succès')
  await expect(admin.getByRole('table', { name: /enseignes/i })).toContainText(BRAND)

  // Its head office, then a shop that the head office validates.
  await createShop(admin, HEAD_OFFICE, null)
  await createShop(admin, SHOP, `${HEAD_OFFICE.name} (${HEAD_OFFICE.login})`)

  // A product with one option.
  await admin.goto('/backoffice/product/create')
  await admin.getByLabel(/^Enseigne \(/).selectOption({ label: BRAND })
  await admin.getByLabel(/^Nom \(/).fill(PRODUCT.name)
  await admin.getByLabel('Référence').fill(PRODUCT.reference)
  await admin.getByLabel('Libellé de l’option 1').fill(PRODUCT.option)
  await admin.getByLabel('Prix unitaire de l’option 1 (€ HT)').fill('2,50')
  await admin.getByLabel('Quantité minimale de l’option 1').fill('50')
  await admin.getByLabel('Multiple de conditionnement de l’option 1').fill('10')
  await admin.getByRole('button', { name: 'Créer le produit' }).click()
  await expectToast(admin, 'Enregistrement créé avec succès')

  // Both shops choose their passwords from the mailed links.
  await setPassword(browser, await sendSetUpLink(admin, HEAD_OFFICE))
  await setPassword(browser, await sendSetUpLink(admin, SHOP))

  // The shop orders; its order waits for the head office.
  const shop = await newPage(browser)
  await logIn(shop, '/login', { login: SHOP.login, password: PASSWORD })
  await expect(shop).toHaveURL(/\/account\/catalog$/)
  const context = `${PRODUCT.name}, ${PRODUCT.option}`
  const card = shop.getByRole('article', { name: PRODUCT.name })
  await card.getByRole('spinbutton', { name: `Quantité : ${context}` }).fill('60')
  await card.getByRole('button', { name: `Ajouter au panier : ${context}` }).click()
  await expectToast(shop, 'Produit ajouté au panier')
  await shop.goto('/panier')
  await shop.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(shop).toHaveURL(/\/panier\/request\/\d+$/)
  const orderId = new URL(shop.url()).pathname.split('/').pop() ?? ''

  // The head office accepts it.
  const headOffice = await newPage(browser)
  await logIn(headOffice, '/login', { login: HEAD_OFFICE.login, password: PASSWORD })
  await expect(headOffice).toHaveURL(/\/account\/catalog$/)
  await headOffice.goto(`/account/ordervalid/${orderId}`)
  await acceptWholeOrder(headOffice)
  await expectToast(headOffice, 'Commande validée')
  await headOffice.context().close()

  // The administrator moves it to production, then to shipped.
  await admin.goto(`/backoffice/order/details/${orderId}`)
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(/CMD-\d{4}-\d+/)
  const mark = server().log().length
  await moveOrder(admin, 'Passer en fabrication')
  await expect(admin.getByRole('button', { name: 'Marquer expédiée' })).toBeVisible()
  await moveOrder(admin, 'Marquer expédiée')
  await expect(admin.getByRole('button', { name: 'Marquer livrée' })).toBeVisible()
  await admin.context().close()

  // The shop sees the new status, and was mailed about it.
  await shop.goto(`/account/order/${orderId}`)
  await expectOrderStatus(shop, 'Expédiée')
  await expect
    .poll(() => server().log().slice(mark), { timeout: 10_000 })
    .toMatch(new RegExp(`pour ${SHOP.email} : .*commande CMD-\\d{4}-\\d+ : Expédiée`))
  await shop.context().close()
})
