import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { SHOWCASE_ADMIN } from '../support/demo-accounts'
import { logIn } from '../support/login-page'
import { usePrivateServer } from '../support/private-server'
import { aPdfCv, refuseCookies } from '../showcase/support/showcase-pages'

// The showcase back office end to end (decision 036) on a private server (its own data): a visitor applies
// to a job; the showcase administrator signs in in two steps, publishes an article with an image
// uploaded to the media library, moves a home block with the keyboard, opens a new job offer, downloads
// the application's CV, then signs out. A new visitor then sees the article, the blocks' new order and
// the new job.
const ARTICLE = {
  title: 'Un coffret pour les fêtes, gainé main',
  body: 'Nos artisans gainent chaque coffret à la main, du carton au papier japonais.',
  alt: 'Coffret rouge gainé main sur l’établi',
}
const JOB = 'Conducteur / conductrice de presse offset (H/F)'
const NEW_JOB = { title: 'Gaineur / gaineuse main (H/F)', contract: 'CDI', location: 'Tours (37)' }
const MOVED_BLOCK = 'Un atelier intégré, du prototype à la palette'
const NEXT_BLOCK = 'Nos emballages signature'

const server = usePrivateServer()

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server().baseURL, locale: 'fr-FR' })
  return context.newPage()
}

async function anImage() {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a4161a' } })
    .png()
    .toBuffer()
  return { name: 'coffret-rouge.png', mimeType: 'image/png', buffer }
}

async function applyToJob(browser: Browser) {
  const visitor = await newPage(browser)
  await visitor.goto('/nos-offres-emploi')
  await refuseCookies(visitor)
  await visitor.getByRole('link', { name: JOB }).click()
  await visitor.getByLabel(/^Prénom/).fill('Camille')
  await visitor.getByLabel(/^Nom \(/).fill('Martin')
  await visitor.getByLabel(/^Adresse e-mail/).fill('camille.martin@example.fr')
  await visitor.getByLabel(/^Votre CV/).setInputFiles(aPdfCv())
  await visitor.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }).check()
  await visitor.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(visitor.getByRole('main').getByRole('status')).toHaveText('Votre candidature a bien été envoyée.')
  await visitor.context().close()
}

/** A minute ago, as a datetime-local input takes it (local time). */
function aMinuteAgo(): string {
  const at = new Date(Date.now() - 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
  return `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

async function publishArticle(admin: Page) {
  await admin.goto('/vitrine/backoffice/blog/create')
  await expect(admin.getByRole('heading', { level: 1, name: 'Écrire un article' })).toBeVisible()
  await admin.getByLabel(/^Titre \(/).fill(ARTICLE.title)
  await admin.getByLabel(/^Catégorie/).selectOption({ label: 'Conseils packaging' })
  const body = admin.getByRole('textbox', { name: /^Texte de l’article/ })
  await body.click()
  await admin.keyboard.type(ARTICLE.body)
  await admin
    .getByRole('group', { name: /^Image de couverture/ })
    .getByRole('button', { name: 'Choisir dans la médiathèque' })
    .click()
  const library = admin.getByRole('dialog')
  await library.getByLabel('Fichier', { exact: true }).setInputFiles(await anImage())
  await library.getByLabel(/^Texte alternatif/).fill(ARTICLE.alt)
  await library.getByRole('button', { name: 'Envoyer le fichier' }).click()
  await expect(library).toBeHidden()
  await expect(admin.getByRole('group', { name: /^Image de couverture/ })).toContainText(ARTICLE.alt)
  await admin.getByLabel(/^État/).selectOption('published')
  await admin.getByLabel(/^Date de publication/).fill(aMinuteAgo())
  await admin.getByRole('button', { name: 'Créer l’article' }).click()
  await expect(admin).toHaveURL(/\/vitrine\/backoffice\/blog(\?.*)?$/)
  await expect(admin.getByRole('row', { name: new RegExp(ARTICLE.title) })).toContainText('Publié')
}

async function handleOrder(admin: Page): Promise<number> {
  await expect(admin.getByRole('button', { name: `Déplacer « ${MOVED_BLOCK} »` })).toBeVisible()
  const names = await admin
    .getByRole('button', { name: /^Déplacer « / })
    .evaluateAll((handles) => handles.map((element) => element.getAttribute('aria-label')))
  return names.indexOf(`Déplacer « ${MOVED_BLOCK} »`) - names.indexOf(`Déplacer « ${NEXT_BLOCK} »`)
}

async function moveHomeBlockByKeyboard(admin: Page) {
  await admin.goto('/vitrine/backoffice/home')
  expect(await handleOrder(admin)).toBe(-1)
  await admin.getByRole('button', { name: `Déplacer « ${MOVED_BLOCK} »` }).focus()
  // dnd-kit's keyboard sensor: Space lifts the block, the arrow moves it, Space drops it; each step is
  // announced to screen readers, which is also what tells the test the step was taken.
  const announcements = admin.locator('[id^="DndLiveRegion"]')
  await admin.keyboard.press('Space')
  await expect(announcements).toContainText('position 2 sur 6')
  // The sensor listens for the arrows from a timer after the lift: on a loaded machine an arrow pressed
  // right after the announcement can come first and be lost. Pressed again only while nothing moved.
  await expect(async () => {
    if ((await announcements.textContent())?.includes('position 2 sur 6')) await admin.keyboard.press('ArrowDown')
    await expect(announcements).toContainText('position 3 sur 6', { timeout: 1_000 })
  }).toPass()
  await admin.keyboard.press('Space')
  await expect.poll(() => handleOrder(admin)).toBe(1)
  // Saved on the server: the order survives a reload.
  await expect
    .poll(async () => {
      await admin.reload()
      return handleOrder(admin)
    })
    .toBe(1)
}

async function openAJob(admin: Page) {
  await admin.goto('/vitrine/backoffice/job')
  await admin.getByRole('link', { name: 'Créer une offre' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Créer une offre d’emploi' })).toBeVisible()
  await admin.getByLabel(/^Intitulé du poste/).fill(NEW_JOB.title)
  await admin.getByLabel(/^Type de contrat/).fill(NEW_JOB.contract)
  await admin.getByLabel(/^Lieu/).fill(NEW_JOB.location)
  await admin
    .getByRole('textbox', { name: /^Description/ })
    .first()
    .click()
  await admin.keyboard.type('Vous gainez nos coffrets de prestige, du papier au tissu.')
  await admin.getByLabel(/^Publiée sur le site/).check()
  await admin.getByLabel(/^Date de publication/).fill(aMinuteAgo())
  await admin.getByRole('button', { name: 'Créer l’offre' }).click()
  await expect(admin).toHaveURL(/\/vitrine\/backoffice\/job(\?.*)?$/)
}

async function readTheCv(admin: Page) {
  await admin.goto('/vitrine/backoffice/job')
  await admin.getByRole('link', { name: `Modifier ${JOB}` }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Modifier l’offre ${JOB}` })).toBeVisible()
  const download = admin.waitForEvent('download')
  await admin.getByRole('button', { name: 'Télécharger le CV de Camille Martin' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  const saved = await file.path()
  const { readFile } = await import('node:fs/promises')
  expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

test('a showcase administrator publishes, reorders and reads a CV; a visitor sees the changes', async ({ browser }) => {
  test.setTimeout(180_000)
  await applyToJob(browser)

  const admin = await newPage(browser)
  await logIn(admin, '/vitrine/admin', SHOWCASE_ADMIN, true)
  await expect(admin).toHaveURL(/\/vitrine\/backoffice$/)
  await publishArticle(admin)
  await moveHomeBlockByKeyboard(admin)
  await openAJob(admin)
  await readTheCv(admin)
  await admin.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(admin).toHaveURL(/\/vitrine\/admin$/)
  await admin.context().close()

  const visitor = await newPage(browser)
  await visitor.goto('/')
  await refuseCookies(visitor)
  const headings = await visitor.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings.indexOf(NEXT_BLOCK)).toBeGreaterThanOrEqual(0)
  expect(headings.indexOf(MOVED_BLOCK)).toBeGreaterThan(headings.indexOf(NEXT_BLOCK))
  await visitor.goto('/actualites')
  await visitor.getByRole('link', { name: ARTICLE.title }).first().click()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title)
  // The excerpt (empty, so taken from the text) and the text itself.
  await expect(visitor.getByText(ARTICLE.body)).toHaveCount(2)
  await expect(visitor.getByRole('img', { name: ARTICLE.alt })).toBeVisible()
  await visitor.goto('/nos-offres-emploi')
  await visitor.getByRole('link', { name: NEW_JOB.title }).click()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NEW_JOB.title)
  await visitor.context().close()
})
