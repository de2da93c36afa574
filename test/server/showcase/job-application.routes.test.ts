import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { jobApplications } from '../../../server/platform/db/schema-showcase-content'
import { minimalPdf } from '../../support/minimal-pdf'
import { json } from '../support/http'
import {
  aCompoundFile,
  aDoc,
  aDocx,
  anElfExecutable,
  aPdf,
  aPng,
  aWindowsExecutable,
  aZip,
} from './support/cv-fixtures'
import { publishedJobs, unpublishedJobs } from './support/showcase-content'
import { anApplicationForm, failingMail, fromAddress, postApplication, type CvPart } from './support/submissions'
import { SUBMISSION_MESSAGES } from '../../../src/contract/showcase/submissions'
import { CONTACT_EMAIL, JOBS_EMAIL, useShowcaseApp } from './support/showcase-test-app'

const t = useShowcaseApp({ seed: 'each' })
const job = publishedJobs()[0]
if (job === undefined) throw new Error('no published job in the seed')
const applicationsDir = () => join(t.dataDir, 'uploads', 'applications')
const storedFiles = () => (existsSync(applicationsDir()) ? readdirSync(applicationsDir()) : [])
const rows = () => t.db.select().from(jobApplications)
const outbox = () => t.db.select().from(mailOutbox)

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const polyglotPdf = () =>
  new TextEncoder().encode('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n')
const pdf: CvPart = { bytes: aPdf(), name: 'cv-camille-martin.pdf', type: 'application/pdf' }
const FIVE_MB = 5 * 1024 * 1024

describe('POST /api/jobs/:slug/applications', () => {
  it(
    'stores the application and its CV under a random name, ' + 'mails the jobs address and thanks the visitor',
    async () => {
      const response = await postApplication(t.app, job.slug, anApplicationForm(pdf))

      expect(response.status).toBe(201)
      expect(await json(response)).toEqual({ message: 'Votre candidature a bien été envoyée.' })
      const [row] = await rows()
      expect(row).toMatchObject({
        firstName: 'Camille',
        lastName: 'Martin',
        email: 'camille.martin@exemple.fr',
        phone: '06 12 34 56 78',
        cvMimeType: 'application/pdf',
        cvSizeBytes: pdf.bytes.byteLength,
        cvOriginalName: 'cv-camille-martin.pdf',
      })
      expect(row?.cvPath).toMatch(/^applications\/[0-9a-f-]{36}\.pdf$/)
      const [file] = storedFiles()
      expect(`applications/${file}`).toBe(row?.cvPath)
      expect(new Uint8Array(readFileSync(join(applicationsDir(), file ?? '')))).toEqual(pdf.bytes)
      const mails = await outbox()
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ to: JOBS_EMAIL, subject: `[Site] Nouvelle candidature : ${job.title}` })
      expect(mails[0]?.text).toContain('camille.martin@exemple.fr')
      expect(mails[0]?.text).toContain(row?.cvPath)
    },
  )

  it.each([
    ['DOCX', aDocx(), 'cv.docx', 'docx'],
    ['DOC', aDoc(), 'cv.doc', 'doc'],
    ['PDF named without extension', aPdf(), 'mon-cv', 'pdf'],
  ])('accepts a %s CV recognised from its content', async (_kind, bytes, name, extension) => {
    const response = await postApplication(
      t.app,
      job.slug,
      anApplicationForm({ bytes, name, type: 'application/octet-stream' }),
    )
    expect(response.status).toBe(201)
    expect((await rows())[0]?.cvPath).toMatch(new RegExp(`\\.${extension}$`))
  })

  it.each([
    ['an ELF executable renamed cv.pdf', anElfExecutable(), 'cv.pdf', 'application/pdf'],
    [
      'a Windows executable renamed cv.docx',
      aWindowsExecutable(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an image', aPng(), 'cv.png', 'image/png'],
    ['plain text', new TextEncoder().encode('Camille Martin, conductrice offset'), 'cv.txt', 'text/plain'],
    ['a compound file that is no Word document', aCompoundFile('SummaryInformation'), 'cv.doc', 'application/msword'],
    // Polyglots pass a signature check, not a structure check (decision 028).
    ['an HTML page behind a PDF header', polyglotPdf(), 'cv.pdf', 'application/pdf'],
    ['a zip whose "word/" is text inside an entry', aZip({ 'notes.txt': 'word/document.xml' }), 'cv.docx', docxType],
    [
      'a zip of a Word folder without [Content_Types].xml',
      aZip({ 'word/document.xml': '<w:document/>' }),
      'cv.docx',
      docxType,
    ],
  ])('refuses %s with 415 and keeps nothing', async (_kind, bytes, name, type) => {
    const response = await postApplication(t.app, job.slug, anApplicationForm({ bytes, name, type }))
    expect(response.status).toBe(415)
    expect(await json(response)).toEqual({ message: 'Le CV doit être un fichier PDF, DOC ou DOCX.' })
    expect(await rows()).toHaveLength(0)
    expect(storedFiles()).toEqual([])
    expect(await outbox()).toHaveLength(0)
  })

  it('refuses a CV over 5 MB with 413', async () => {
    const big = new Uint8Array(FIVE_MB + 1)
    big.set(aPdf())
    const response = await postApplication(
      t.app,
      job.slug,
      anApplicationForm({ bytes: big, name: 'cv.pdf', type: 'application/pdf' }),
    )
    expect(response.status).toBe(413)
    expect(await json(response)).toEqual({ message: 'Le CV ne doit pas dépasser 5 Mo.' })
    expect(await rows()).toHaveLength(0)
  })

  it('stops reading a form far over the limit while it streams in', async () => {
    const huge = new Uint8Array(FIVE_MB + 512 * 1024)
    huge.set(aPdf())
    const response = await postApplication(
      t.app,
      job.slug,
      anApplicationForm({ bytes: huge, name: 'cv.pdf', type: 'application/pdf' }),
    )
    expect(response.status).toBe(413)
    expect(await json(response)).toEqual({ message: 'Le CV ne doit pas dépasser 5 Mo.' })
    expect(storedFiles()).toEqual([])
  })

  it('accepts a CV of exactly 5 MB', async () => {
    const limit = minimalPdf(FIVE_MB)
    expect(limit.length).toBe(FIVE_MB)
    expect(
      (
        await postApplication(
          t.app,
          job.slug,
          anApplicationForm({ bytes: limit, name: 'cv.pdf', type: 'application/pdf' }),
        )
      ).status,
    ).toBe(201)
  })

  it('refuses a declared body far over the limit before reading it', async () => {
    const response = await t.app.request(
      `/storefront-api/api/jobs/${job.slug}/applications`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
        body: '--x--',
      },
      fromAddress('192.0.2.99'),
    )
    expect(response.status).toBe(413)
    expect(await json(response)).toEqual({ message: 'Le CV ne doit pas dépasser 5 Mo.' })
  })

  it.each([
    ['first_name', null, 'Veuillez indiquer votre prénom.'],
    ['last_name', ' ', 'Veuillez indiquer votre nom.'],
    ['email', 'camille.exemple.fr', 'Veuillez indiquer une adresse e-mail valide.'],
    ['phone', '12', 'Veuillez indiquer un numéro de téléphone valide.'],
    ['consent', null, 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.'],
    ['consent', 'false', 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.'],
  ])('refuses %s = %j with 400', async (field, value, message) => {
    const response = await postApplication(t.app, job.slug, anApplicationForm(pdf, { [field]: value }))
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message })
    expect(await rows()).toHaveLength(0)
  })

  it('refuses an application without a CV, or with an empty one', async () => {
    for (const cv of [null, { bytes: new Uint8Array(0), name: 'cv.pdf', type: 'application/pdf' }]) {
      const response = await postApplication(t.app, job.slug, anApplicationForm(cv))
      expect(response.status).toBe(400)
      expect(await json(response)).toEqual({ message: 'Veuillez joindre votre CV.' })
    }
  })

  it('refuses a body that is not a multipart form with 415 (docs/decisions/019)', async () => {
    const response = await t.app.request(
      `/storefront-api/api/jobs/${job.slug}/applications`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
      fromAddress('192.0.2.30'),
    )
    expect(response.status).toBe(415)
    expect(await json(response)).toEqual({
      message: 'Requête invalide : le formulaire doit être envoyé en multipart/form-data.',
    })
  })

  it('refuses a filled honeypot with 422 and keeps nothing', async () => {
    const response = await postApplication(t.app, job.slug, anApplicationForm(pdf, { website: 'https://spam.exemple' }))
    expect(response.status).toBe(422)
    expect(await json(response)).toEqual({
      message: 'Envoi refusé : le formulaire semble avoir été rempli automatiquement.',
    })
    expect(await rows()).toHaveLength(0)
    expect(storedFiles()).toEqual([])
  })

  it('answers 404 for an unpublished or unknown offer', async () => {
    for (const slug of [...unpublishedJobs().map((unpublished) => unpublished.slug), 'offre-inconnue']) {
      const response = await postApplication(t.app, slug, anApplicationForm(pdf))
      expect(response.status).toBe(404)
      expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
    }
    expect(await rows()).toHaveLength(0)
    expect(storedFiles()).toEqual([])
  })

  it('answers 429 after 5 submissions from one address, counting contact messages too', async () => {
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await postApplication(t.app, job.slug, anApplicationForm(pdf), '198.51.100.40')).status).toBe(201)
    const contact = (body: string) =>
      t.app.request(
        '/storefront-api/api/contact',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
        fromAddress('198.51.100.40'),
      )
    // A refused form is taken back; a robot's honeypot counts.
    expect((await contact('{}')).status).toBe(400)
    expect((await contact(JSON.stringify({ website: 'https://spam.example' }))).status).toBe(422)
    const refused = await postApplication(t.app, job.slug, anApplicationForm(pdf), '198.51.100.40')
    expect(refused.status).toBe(429)
    expect(await json(refused)).toEqual({ message: SUBMISSION_MESSAGES.tooManySubmissions(CONTACT_EMAIL) })
    expect(refused.headers.get('retry-after')).toBe('900')
    expect(await rows()).toHaveLength(4)
  })

  it('keeps the application and its CV when the mail cannot be sent', async () => {
    const response = await postApplication(t.appWithMail(failingMail), job.slug, anApplicationForm(pdf))
    expect(response.status).toBe(201)
    expect(await rows()).toHaveLength(1)
    expect(storedFiles()).toHaveLength(1)
    expect(t.logger.warnings.join('\n')).toContain('serveur de courriel injoignable')
  })

  it('never serves a CV publicly', async () => {
    await postApplication(t.app, job.slug, anApplicationForm(pdf))
    const [file] = storedFiles()
    for (const path of [
      `/media/../applications/${file}`,
      `/media/..%2fapplications%2f${file}`,
      `/applications/${file}`,
      `/uploads/applications/${file}`,
    ]) {
      const response = await t.app.request(path)
      expect(response.status).not.toBe(200)
      expect(response.headers.get('content-type')).not.toBe('application/pdf')
    }
  })
})
