import { expect, test } from '@playwright/test'
import { usePrivateServer } from '../support/private-server'
import { aPdfCv, refuseCookies } from './support/showcase-pages'

// On a private server whose log the test reads: without SMTP_URL every stored submission is mailed
// through the outbox, which prints the message's subject (decisions §7). Its own data dir also
// keeps these submissions out of the shared server's rate limit.
const server = usePrivateServer()

test('a visitor applies to a job with a PDF CV: confirmed, stored and mailed', async ({ page }) => {
  await page.goto(`${server().baseURL}/nos-offres-emploi`)
  await refuseCookies(page)
  await page.getByRole('link', { name: 'Conducteur / conductrice de presse offset (H/F)' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conducteur / conductrice de presse offset (H/F)')

  const mark = server().log().length
  await page.getByLabel(/^Prénom/).fill('Camille')
  await page.getByLabel(/^Nom \(/).fill('Martin')
  await page.getByLabel(/^Adresse e-mail/).fill('camille.martin@example.fr')
  await page.getByLabel(/^Votre CV/).setInputFiles(aPdfCv())
  await page.getByLabel(/^Message/).fill('Conducteur offset depuis six ans, disponible en janvier.')
  await page.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }).check()
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()

  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre candidature a bien été envoyée.')
  await expect
    .poll(() => server().log().slice(mark))
    .toMatch(/Courriel en attente .*Nouvelle candidature : Conducteur \/ conductrice de presse offset/)
})

test('a visitor sends the contact form: confirmed, stored and mailed', async ({ page }) => {
  await page.goto(`${server().baseURL}/nous-contacter`)
  await refuseCookies(page)
  const mark = server().log().length
  await page.getByLabel(/^Nom et prénom/).fill('Camille Martin')
  await page.getByLabel(/^Société/).fill('Maison Lemoine')
  await page.getByLabel(/^Adresse e-mail/).fill('camille@maison-lemoine.fr')
  await page.getByLabel(/^Objet/).fill('Devis pour 2 000 coffrets')
  await page.getByLabel(/^Message/).fill('Bonjour, nous cherchons 2 000 coffrets aimantés pour décembre.')
  await page.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }).check()
  await page.getByRole('button', { name: 'Envoyer le message' }).click()

  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  )
  await expect(page.getByLabel(/^Nom et prénom/)).toHaveValue('')
  await expect.poll(() => server().log().slice(mark)).toMatch(/Courriel en attente/)
})

test('a CV that is not really a PDF gets the server’s message', async ({ page }) => {
  await page.goto(`${server().baseURL}/offre-emploi/concepteur-conceptrice-packaging`)
  await refuseCookies(page)
  await page.getByLabel(/^Prénom/).fill('Camille')
  await page.getByLabel(/^Nom \(/).fill('Martin')
  await page.getByLabel(/^Adresse e-mail/).fill('camille.martin@example.fr')
  await page.getByLabel(/^Votre CV/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 not a pdf', 'latin1'),
  })
  await page.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }).check()
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByRole('alert')).toHaveText('Le CV doit être un fichier PDF, DOC ou DOCX.')
})
