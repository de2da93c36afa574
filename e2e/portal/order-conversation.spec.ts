import { expect, test, type Browser, type Page } from '@playwright/test'
import { SHOP_PARIS, VALIDATOR } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { demoOption, SHOP_NAMES } from '../support/portal-demo'
import {
  acceptWholeOrder,
  addFromCatalog,
  cartLink,
  confirmedOrderNumber,
  emptyCart,
  expectCartCount,
  expectToast,
  gotoCatalog,
  idInUrl,
  refuseLine,
} from '../support/portal-pages'
import { usePrivateServer } from '../support/private-server'

// The order conversation (decision 074): the shop sends its order, the head office is mailed, refuses a line
// with a reason and accepts the rest; the shop is mailed and reads the reason on its order. A private server,
// so that its log (where mails are printed without SMTP_URL) can be read.
const HEAD_OFFICE_EMAIL = 'siege@maison-lemoine.fr'
const SHOP_EMAIL = 'boutique.paris@maison-lemoine.fr'
const REASON = 'Le papier de soie blanc est encore en stock en boutique.'
const cases = demoOption('ML-ETUI', 0)
const tissue = demoOption('ML-SOIE', 0)

const server = usePrivateServer()

async function loggedIn(browser: Browser, account: { login: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server().baseURL, locale: 'fr-FR' })
  const page = await context.newPage()
  await logIn(page, '/login', account)
  await expect(page).toHaveURL(/\/account\/catalog$/)
  return page
}

/** Waits for the outbox to print a mail to `to` whose subject matches, after `mark` characters of the log. */
async function expectMail(to: string, subject: RegExp, mark: number): Promise<void> {
  await expect
    .poll(
      () =>
        server()
          .log()
          .slice(mark)
          .split('Courriel en attente')
          .some((entry) => entry.includes(`pour ${to} :`) && subject.test(entry)),
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true)
}

test('the shop sends, the head office is mailed and refuses a line with a reason, the shop reads it', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const shop = await loggedIn(browser, SHOP_PARIS)
  await emptyCart(shop)
  await gotoCatalog(shop)
  for (const pick of [cases, tissue]) await addFromCatalog(shop, pick, pick.minimum)
  await expectCartCount(shop, 2)
  const sent = server().log().length
  await cartLink(shop).click()
  await shop.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(shop).toHaveURL(/\/panier\/request\/\d+$/)
  const id = idInUrl(shop)
  const number = await confirmedOrderNumber(shop)
  await expectMail(HEAD_OFFICE_EMAIL, new RegExp(`Commande à valider : ${number} de ${SHOP_NAMES.paris}`), sent)

  const headOffice = await loggedIn(browser, VALIDATOR)
  await headOffice.goto(`/account/ordervalid/${id}`)
  const lines = headOffice.getByRole('table', { name: 'Produits à valider' })
  await refuseLine(lines, tissue, REASON)
  await expectToast(headOffice, 'Produit modifié avec succès')
  const decided = server().log().length
  await acceptWholeOrder(headOffice)
  await expectToast(headOffice, 'Commande validée')
  await headOffice.context().close()
  await expectMail(SHOP_EMAIL, new RegExp(`Commande ${number} validée par ${SHOP_NAMES.headOffice}`), decided)

  await shop.goto(`/account/order/${id}`)
  await expect(shop.getByRole('main')).toContainText(`Motif : ${REASON}`)
  await shop.context().close()
})
