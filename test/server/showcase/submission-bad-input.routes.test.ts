import { describe, expect, it } from 'vitest'
import { contactMessages, jobApplications } from '../../../server/platform/db/schema-showcase-content'
import { json } from '../support/http'
import { aPdf } from './support/cv-fixtures'
import { publishedJobs } from './support/showcase-content'
import { aContactMessage, anApplicationForm, postApplication, postContact } from './support/submissions'
import { useShowcaseApp } from './support/showcase-test-app'

// A control character in a submission is a 400 in French, never a 500 (decision 019).
const t = useShowcaseApp({ seed: 'each' })
const job = publishedJobs()[0]
if (job === undefined) throw new Error('no published job in the seed')

const refused = (field: string) => ({
  message: `Requête invalide : ${field} contient des caractères non autorisés.`,
})

describe('POST /api/contact with control characters', () => {
  it.each([
    ['name', 'Camille\u0000', 'Veuillez indiquer votre nom.'],
    ['subject', 'Devis\u0000', "Veuillez indiquer l'objet de votre message."],
    ['company', 'Parfums\u0000', 'Le nom de la société ne doit pas dépasser 160 caractères.'],
    ['message', 'Bonjour\u0000', refused('message').message],
    ['message', 'Bonjour\u001b[31m', refused('message').message],
  ])('refuses %s = %j with 400 and stores nothing', async (field, value, message) => {
    const response = await postContact(t.app, aContactMessage({ [field]: value }))
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message })
    expect(await t.db.select().from(contactMessages)).toHaveLength(0)
  })

  it('keeps tabs and line breaks in the message', async () => {
    const message = 'Bonjour,\r\n\tnous cherchons un étui.\nMerci'
    expect((await postContact(t.app, aContactMessage({ message }))).status).toBe(201)
    expect((await t.db.select().from(contactMessages))[0]?.message).toBe(message)
  })
})

describe('POST /api/jobs/:slug/applications with control characters', () => {
  const cv = (name: string) => ({ bytes: aPdf(), name, type: 'application/pdf' })

  it.each([
    ['first_name', 'Camille\u0000', 'Veuillez indiquer votre prénom.'],
    ['last_name', 'Mar\u0000tin', 'Veuillez indiquer votre nom.'],
    ['message', 'Conductrice\u0000 offset', refused('message').message],
  ])('refuses %s = %j with 400 and stores nothing', async (field, value, message) => {
    const response = await postApplication(t.app, job.slug, anApplicationForm(cv('cv.pdf'), { [field]: value }))
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message })
    expect(await t.db.select().from(jobApplications)).toHaveLength(0)
  })

  it.each(['cv\u0000.pdf', 'cv\u0007.pdf', 'cv\n.pdf'])('refuses the CV file name %j with 400', async (name) => {
    const response = await postApplication(t.app, job.slug, anApplicationForm(cv(name)))
    expect(response.status).toBe(400)
    const message = 'Requête invalide : le nom du fichier cv contient des caractères non autorisés.'
    expect(await json(response)).toEqual({ message })
    expect(await t.db.select().from(jobApplications)).toHaveLength(0)
  })
})
