import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { aPdfCv, anOversizedPdf, aRenamedExecutable } from '../../infrastructure/showcase/support/cv-files'
import { eq } from 'drizzle-orm'
import { contactMessages, jobApplications } from '../../../server/platform/db/schema-showcase-content'
import { DEFAULT_CONTACT_EMAIL } from '../../../server/config'
import { RATE_LIMIT_WINDOW_MS } from '../../../server/platform/rate-limit/rate-limit.public'
import { SUBMISSION_MESSAGES } from '../../../src/contract/showcase/submissions'
import { scriptedFetch } from '../../support/live-server/wrapped-fetch'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { renderShowcase } from './support/render-showcase'

const live = useLiveServer()

// Submissions share one budget per address, and every call comes from 127.0.0.1: each test starts
// on a fresh window.
beforeEach(() => live.clock.advance(RATE_LIMIT_WINDOW_MS + 1))

let visitor = 0
/** An address of its own for each form filled, to find what the server stored. */
const anEmail = () => `visiteur-${Date.now()}-${++visitor}@maison-lemoine.fr`

const applicationPosts = () =>
  live.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/applications')).length

type App = ReturnType<typeof renderShowcase>

async function fillContact(app: App, email = anEmail()) {
  await app.user.type(await screen.findByRole('textbox', { name: /^Nom et prénom/ }), 'Camille Martin')
  await app.user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), email)
  await app.user.type(screen.getByRole('textbox', { name: /^Objet/ }), 'Devis coffrets')
  await app.user.type(screen.getByRole('textbox', { name: /^Message/ }), '2 000 coffrets pour décembre.')
  await app.user.click(screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }))
}

async function fillApplication(app: App, cv: File, email = anEmail()) {
  await app.user.type(await screen.findByRole('textbox', { name: /^Prénom/ }), 'Camille')
  await app.user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin')
  await app.user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), email)
  await app.user.upload(screen.getByLabelText(/^Votre CV/), cv)
  await app.user.click(screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }))
}

describe('contact form', () => {
  it('sends the message and shows the server’s confirmation', async () => {
    const app = renderShowcase({ live, path: '/nous-contacter' })
    const email = anEmail()
    await fillContact(app, email)
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
    )
    const stored = await live.db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(stored).toMatchObject([
      { name: 'Camille Martin', subject: 'Devis coffrets', message: '2 000 coffrets pour décembre.' },
    ])
    expect(screen.getByRole('textbox', { name: /^Nom et prénom/ })).toHaveValue('')
  })

  it('shows the server’s refusal as an alert and keeps what was typed', async () => {
    // Five robot posts (the honeypot filled) from this address already: the budget is spent.
    for (let attempt = 0; attempt < 5; attempt++) {
      await live.fetch(`${LIVE_API.showcaseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ website: 'https://spam.example' }),
      })
    }
    const app = renderShowcase({ live, path: '/nous-contacter' })
    await fillContact(app)
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SUBMISSION_MESSAGES.tooManySubmissions(DEFAULT_CONTACT_EMAIL),
    )
    expect(screen.getByRole('textbox', { name: /^Nom et prénom/ })).toHaveValue('Camille Martin')
  })

  it('says so in French when the server cannot be reached', async () => {
    const app = renderShowcase({
      live,
      path: '/nous-contacter',
      fetch: scriptedFetch(live.fetch, { '/api/contact': 'network-failure' }),
    })
    await fillContact(app)
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    )
  })

  it('states the GDPR notice and hides the honeypot from people and assistive technologies', async () => {
    const { container } = renderShowcase({ live, path: '/nous-contacter' })
    const consent = await screen.findByRole('checkbox', {
      name: /J’accepte que les informations saisies soient utilisées par Écrin SAS pour répondre à votre demande/,
    })
    expect(consent).toBeRequired()
    expect(consent).toHaveAccessibleDescription(/responsable du traitement.*dpo@ecrin-emballages\.fr/)
    const honeypot = container.querySelector('input[name="website"]')!
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(screen.queryByRole('textbox', { name: /Ne pas remplir/ })).not.toBeInTheDocument()
  })
})

describe('job application form', () => {
  const path = '/offre-emploi/conducteur-conductrice-offset'

  it('sends the application with its PDF and shows the server’s confirmation', async () => {
    const app = renderShowcase({ live, path })
    const email = anEmail()
    await fillApplication(app, aPdfCv(), email)
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Votre candidature a bien été envoyée.')
    const stored = await live.db.select().from(jobApplications).where(eq(jobApplications.email, email))
    expect(stored).toMatchObject([
      {
        firstName: 'Camille',
        lastName: 'Martin',
        cvOriginalName: 'cv-camille-martin.pdf',
        cvMimeType: 'application/pdf',
      },
    ])
  })

  it('accepts only PDF, DOC and DOCX and says the 5 Mo limit', async () => {
    renderShowcase({ live, path })
    const input = await screen.findByLabelText(/^Votre CV/)
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'))
    expect(input).toHaveAccessibleDescription('Format PDF, DOC ou DOCX, 5 Mo maximum.')
  })

  it('refuses a CV over 5 Mo before sending anything', async () => {
    const app = renderShowcase({ live, path })
    const postsBefore = applicationPosts()
    await fillApplication(app, anOversizedPdf())
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    // Beside the CV field now (decision 047): public-form-errors.test.tsx checks the other fields' errors.
    const cv = screen.getByLabelText(/^Votre CV/)
    expect(cv).toHaveAccessibleDescription(expect.stringContaining('Le CV ne doit pas dépasser 5 Mo.'))
    expect(applicationPosts()).toBe(postsBefore)
  })

  it('shows the server’s refusal of a file that is not really a PDF', async () => {
    const app = renderShowcase({ live, path })
    await fillApplication(app, aRenamedExecutable())
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Le CV doit être un fichier PDF, DOC ou DOCX.')
    expect(within(alert.closest('form')!).getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Camille')
  })
})
