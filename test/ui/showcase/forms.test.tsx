import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aPdfCv, anOversizedPdf, aRenamedExecutable } from '../../infrastructure/showcase/support/cv-files'
import { renderShowcase } from './support/render-showcase'

type App = ReturnType<typeof renderShowcase>

async function fillContact(app: App) {
  await app.user.type(await screen.findByRole('textbox', { name: /^Nom et prénom/ }), 'Camille Martin')
  await app.user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'camille@maison-lemoine.fr')
  await app.user.type(screen.getByRole('textbox', { name: /^Objet/ }), 'Devis coffrets')
  await app.user.type(screen.getByRole('textbox', { name: /^Message/ }), '2 000 coffrets pour décembre.')
  await app.user.click(screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }))
}

async function fillApplication(app: App, cv: File) {
  await app.user.type(await screen.findByRole('textbox', { name: /^Prénom/ }), 'Camille')
  await app.user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin')
  await app.user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'camille@example.fr')
  await app.user.upload(screen.getByLabelText(/^Votre CV/), cv)
  await app.user.click(screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }))
}

describe('contact form', () => {
  it('sends the message and shows the server’s confirmation', async () => {
    const app = renderShowcase({ path: '/nous-contacter' })
    await fillContact(app)
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Votre message a bien été envoyé. Nous vous répondrons rapidement.')
    expect(app.storefront.contacts).toEqual([
      expect.objectContaining({ name: 'Camille Martin', email: 'camille@maison-lemoine.fr', subject: 'Devis coffrets', consent: true, website: '' }),
    ])
    expect(screen.getByRole('textbox', { name: /^Nom et prénom/ })).toHaveValue('')
  })

  it('shows the server’s refusal as an alert and keeps what was typed', async () => {
    const app = renderShowcase({ path: '/nous-contacter' })
    await fillContact(app)
    app.storefront.failNext = { kind: 'rejected', status: 429, message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' }
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Veuillez réessayer dans quelques minutes.')
    expect(screen.getByRole('textbox', { name: /^Nom et prénom/ })).toHaveValue('Camille Martin')
  })

  it('says so in French when the server cannot be reached', async () => {
    const app = renderShowcase({ path: '/nous-contacter' })
    await fillContact(app)
    app.storefront.failNext = { kind: 'network' }
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.')
  })

  it('states the GDPR notice and hides the honeypot from people and assistive technologies', async () => {
    const { container } = renderShowcase({ path: '/nous-contacter' })
    const consent = await screen.findByRole('checkbox', { name: /J’accepte que les informations saisies soient utilisées par Écrin SAS pour répondre à votre demande/ })
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
    const app = renderShowcase({ path })
    await fillApplication(app, aPdfCv())
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Votre candidature a bien été envoyée.')
    expect(app.storefront.applications).toHaveLength(1)
    expect(app.storefront.applications[0]).toMatchObject({ jobSlug: 'conducteur-conductrice-offset', application: { firstName: 'Camille', cv: { name: 'cv-camille-martin.pdf' } } })
  })

  it('accepts only PDF, DOC and DOCX and says the 5 Mo limit', async () => {
    renderShowcase({ path })
    const input = await screen.findByLabelText(/^Votre CV/)
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'))
    expect(input).toHaveAccessibleDescription('Format PDF, DOC ou DOCX, 5 Mo maximum.')
  })

  it('refuses a CV over 5 Mo before sending anything', async () => {
    const app = renderShowcase({ path })
    await fillApplication(app, anOversizedPdf())
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Le CV ne doit pas dépasser 5 Mo.')
    expect(app.storefront.applications).toEqual([])
  })

  it('shows the server’s refusal of a file that is not really a PDF', async () => {
    const app = renderShowcase({ path })
    await fillApplication(app, aRenamedExecutable())
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Le CV doit être un fichier PDF, DOC ou DOCX.')
    expect(within(alert.closest('form')!).getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Camille')
  })
})
