import { screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ApplicationFields,
  COMPANY_MAX_LENGTH,
  ContactBody,
  SUBMISSION_MESSAGES as M,
} from '../../../src/contract/showcase/submissions'
import { CV_PROBLEM_MESSAGES } from '../../../src/domain/cv-limits'
import { anOversizedPdf } from '../../infrastructure/showcase/support/cv-files'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderShowcase } from './support/render-showcase'

// The public forms check what the contract checks before sending, say it in French beside
// each field (aria-invalid, aria-describedby), leave the browser's own bubbles out (noValidate), and stop
// typing at the server's length limits (decision 047).

const live = useLiveServer()

const posts = (suffix: string) =>
  live.calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix)).length

/** The field is invalid and its description starts with the French message. */
function expectError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
}

/**
 * The longest text the contract accepts for a field, found by asking the schema itself (not by reading the
 * helper the form uses): `sample(n)` builds a valid value of length n.
 */
function acceptedLength(schema: v.GenericSchema, length: number, sample = (n: number) => 'a'.repeat(n)) {
  return v.is(schema, sample(length)) && !v.is(schema, sample(length + 1))
}
const anEmailOf = (n: number) => `a@${'b'.repeat(n - 5)}.fr`
const aPhoneOf = (n: number) => `+${'0'.repeat(n - 1)}`

describe('contact form errors', () => {
  it('shows each refusal of the contract beside its field, focuses the first and sends nothing', async () => {
    const app = renderShowcase({ live, path: '/nous-contacter' })
    const name = await screen.findByRole('textbox', { name: /^Nom et prénom/ })
    expect(name.closest('form')).toHaveAttribute('novalidate')
    await app.user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'camille@')
    await app.user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), 'abc')
    const before = posts('/api/contact')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))

    expect(name).toHaveFocus()
    expectError(name, M.name)
    expectError(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), M.email)
    expectError(screen.getByRole('textbox', { name: /^Téléphone/ }), M.phone)
    expectError(screen.getByRole('textbox', { name: /^Objet/ }), M.subject)
    expectError(screen.getByRole('textbox', { name: /^Message/ }), M.message)
    const consent = screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ })
    expectError(consent, M.consent)
    expect(consent).toHaveAccessibleDescription(expect.stringContaining('responsable du traitement'))
    expect(screen.getByRole('textbox', { name: /^Société/ })).not.toHaveAttribute('aria-invalid')
    expect(posts('/api/contact')).toBe(before)
  })

  it('clears an error once the field is right, and sends when all are', async () => {
    const app = renderShowcase({ live, path: '/nous-contacter' })
    await app.user.click(await screen.findByRole('button', { name: 'Envoyer le message' }))
    const name = screen.getByRole('textbox', { name: /^Nom et prénom/ })
    expectError(name, M.name)
    await app.user.type(name, 'Camille Martin')
    await app.user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), `camille-${Date.now()}@exemple.fr`)
    await app.user.type(screen.getByRole('textbox', { name: /^Objet/ }), 'Devis')
    await app.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Un devis, s’il vous plaît.')
    await app.user.click(screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }))
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByRole('status')).toHaveTextContent(M.contactSent)
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  it('stops each text field at the length the contract accepts', async () => {
    renderShowcase({ live, path: '/nous-contacter' })
    const limit = (label: RegExp) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).maxLength
    await screen.findByRole('textbox', { name: /^Nom et prénom/ })
    expect(acceptedLength(ContactBody.entries.name, limit(/^Nom et prénom/))).toBe(true)
    expect(acceptedLength(ContactBody.entries.email, limit(/^Adresse e-mail/), anEmailOf)).toBe(true)
    expect(acceptedLength(ContactBody.entries.subject, limit(/^Objet/))).toBe(true)
    expect(acceptedLength(ContactBody.entries.message, limit(/^Message/))).toBe(true)
    expect(acceptedLength(ContactBody.entries.company, limit(/^Société/))).toBe(true)
    expect(acceptedLength(ContactBody.entries.phone, limit(/^Téléphone/), aPhoneOf)).toBe(true)
    expect(limit(/^Société/)).toBe(COMPANY_MAX_LENGTH)
  })
})

describe('job application form errors', () => {
  const path = '/offre-emploi/conducteur-conductrice-offset'

  it('shows a CV over 5 Mo beside the CV field with the other refusals, and sends nothing', async () => {
    const app = renderShowcase({ live, path })
    await app.user.type(await screen.findByRole('textbox', { name: /^Prénom/ }), 'Camille')
    await app.user.upload(screen.getByLabelText(/^Votre CV/), anOversizedPdf())
    const before = posts('/applications')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))

    const lastName = screen.getByRole('textbox', { name: /^Nom/ })
    expect(lastName.closest('form')).toHaveAttribute('novalidate')
    expect(lastName).toHaveFocus()
    expectError(lastName, M.lastName)
    expectError(screen.getByLabelText(/^Votre CV/), CV_PROBLEM_MESSAGES['too-large'])
    expectError(screen.getByRole('checkbox', { name: /J’accepte que les informations saisies/ }), M.consent)
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(posts('/applications')).toBe(before)
  })

  it('says a missing CV beside the CV field', async () => {
    const app = renderShowcase({ live, path })
    await app.user.click(await screen.findByRole('button', { name: 'Envoyer ma candidature' }))
    expectError(screen.getByLabelText(/^Votre CV/), CV_PROBLEM_MESSAGES.missing)
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveFocus()
  })

  it('stops each text field at the length the contract accepts', async () => {
    renderShowcase({ live, path })
    const limit = (label: RegExp) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).maxLength
    await screen.findByRole('textbox', { name: /^Prénom/ })
    expect(acceptedLength(ApplicationFields.entries.first_name, limit(/^Prénom/))).toBe(true)
    expect(acceptedLength(ApplicationFields.entries.last_name, limit(/^Nom/))).toBe(true)
    expect(acceptedLength(ApplicationFields.entries.email, limit(/^Adresse e-mail/), anEmailOf)).toBe(true)
    expect(acceptedLength(ApplicationFields.entries.phone, limit(/^Téléphone/), aPhoneOf)).toBe(true)
    expect(acceptedLength(ApplicationFields.entries.message, limit(/^Message/))).toBe(true)
  })
})
