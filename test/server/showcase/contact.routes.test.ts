import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { contactMessages } from '../../../server/platform/db/schema-showcase-content'
import { SUBMISSION_MESSAGES } from '../../../src/contract/showcase/submissions'
import { json } from '../support/http'
import { aContactMessage, failingMail, postContact } from './support/submissions'
import { CONTACT_EMAIL, useShowcaseApp } from './support/showcase-test-app'

const t = useShowcaseApp({ seed: 'none' })
const stored = () => t.db.select().from(contactMessages)
const outbox = () => t.db.select().from(mailOutbox)

describe('POST /api/contact', () => {
  it('stores the message, mails it to the contact address and thanks the visitor', async () => {
    const message = aContactMessage()
    const response = await postContact(t.app, message)

    expect(response.status).toBe(201)
    expect(await json(response)).toEqual({
      message: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
    })
    const [row] = await stored()
    expect(row).toMatchObject({
      name: message.name,
      email: message.email,
      company: message.company,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
    })
    const mails = await outbox()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe(CONTACT_EMAIL)
    expect(mails[0]?.subject).toContain(message.subject)
    expect(mails[0]?.text).toContain(message.message)
    expect(mails[0]?.text).toContain(message.email)
  })

  it('accepts a message without the optional company and phone', async () => {
    const response = await postContact(t.app, aContactMessage({ company: undefined, phone: '' }))
    expect(response.status).toBe(201)
    expect((await stored())[0]).toMatchObject({ company: null, phone: null })
  })

  it.each([
    ['name', undefined, 'Veuillez indiquer votre nom.'],
    ['name', '   ', 'Veuillez indiquer votre nom.'],
    ['email', undefined, 'Veuillez indiquer une adresse e-mail valide.'],
    ['email', 'camille@', 'Veuillez indiquer une adresse e-mail valide.'],
    ['subject', '', "Veuillez indiquer l'objet de votre message."],
    ['subject', 'Devis\r\nBcc: tous@exemple.fr', "Veuillez indiquer l'objet de votre message."],
    ['message', undefined, 'Veuillez écrire votre message.'],
    ['message', 'x'.repeat(5001), 'Votre message ne doit pas dépasser 5 000 caractères.'],
    ['phone', 'appelez-moi', 'Veuillez indiquer un numéro de téléphone valide.'],
    ['consent', undefined, 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.'],
    ['consent', false, 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.'],
    ['consent', 'true', 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.'],
  ])('refuses %s = %j with 400 and stores nothing', async (field, value, message) => {
    const response = await postContact(t.app, aContactMessage({ [field]: value }))
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message })
    expect(await stored()).toHaveLength(0)
    expect(await outbox()).toHaveLength(0)
  })

  it('refuses a body that is not a JSON object', async () => {
    expect(await json(await postContact(t.app, '{"name": '))).toEqual({
      message: 'Requête invalide : le corps JSON est mal formé.',
    })
    const array = await postContact(t.app, '[]')
    expect(array.status).toBe(400)
  })

  it('refuses a filled honeypot with 422, before anything else, and stores nothing', async () => {
    for (const website of ['https://spam.exemple', ' x ']) {
      const response = await postContact(t.app, aContactMessage({ website, email: 'pas-un-email' }))
      expect(response.status).toBe(422)
      expect(await json(response)).toEqual({
        message: 'Envoi refusé : le formulaire semble avoir été rempli automatiquement.',
      })
    }
    expect(await stored()).toHaveLength(0)
    expect(await outbox()).toHaveLength(0)
  })

  it('answers 429 after 5 submissions from one address in 15 minutes, and not to another address', async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await postContact(t.app, aContactMessage(), '198.51.100.7')).status).toBe(201)

    const refused = await postContact(t.app, aContactMessage(), '198.51.100.7')
    expect(refused.status).toBe(429)
    const answer = await json(refused)
    expect(answer).toEqual({ message: SUBMISSION_MESSAGES.tooManySubmissions(CONTACT_EMAIL) })
    expect(answer.message).toContain(CONTACT_EMAIL)
    expect((await postContact(t.app, aContactMessage(), '198.51.100.8')).status).toBe(201)
    expect(await stored()).toHaveLength(6)

    t.clock.advance(15 * 60 * 1000 + 1000)
    expect((await postContact(t.app, aContactMessage(), '198.51.100.7')).status).toBe(201)
  })

  it('does not spend the budget on submissions refused for a bad field', async () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await postContact(t.app, aContactMessage({ email: 'pas-une-adresse' }), '203.0.113.6')).status).toBe(400)
    }
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await postContact(t.app, aContactMessage(), '203.0.113.6')).status).toBe(201)
    expect((await postContact(t.app, aContactMessage(), '203.0.113.6')).status).toBe(429)
  })

  it('counts the honeypot’s refusals, so a robot stays locked out', async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      await postContact(t.app, aContactMessage({ website: 'spam' }), '203.0.113.5')
    expect((await postContact(t.app, aContactMessage(), '203.0.113.5')).status).toBe(429)
  })

  it('keeps the message and still thanks the visitor when the mail cannot be sent', async () => {
    const app = t.appWithMail(failingMail)
    const response = await postContact(app, aContactMessage())

    expect(response.status).toBe(201)
    expect(await stored()).toHaveLength(1)
    expect(t.logger.warnings.join('\n')).toContain('serveur de courriel injoignable')
  })
})
