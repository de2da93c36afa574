import { screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ForgotPasswordBody, ResetPasswordBody } from '../../../src/contract/portal/account'
import { PASSWORD_MESSAGES } from '../../../src/domain/password-rule'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The public password screens say what is wrong beside the field, in French, before
// sending (the contract's schema, the domain's password rule), without the browser's bubbles, and stop
// typing at the server's limits (decision 047).

const live = useLiveServer()

const posts = (suffix: string) =>
  live.calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix)).length
/** The longest text the contract's field accepts is `length`: asked of the schema itself. */
const acceptedLength = (schema: v.GenericSchema, length: number) =>
  v.is(schema, 'a'.repeat(length)) && !v.is(schema, 'a'.repeat(length + 1))

describe('forgotten password (/forgot-password) errors', () => {
  it('says a missing identifiant beside the field, focuses it and sends nothing', async () => {
    const app = renderLiveApp({ live, path: '/forgot-password' })
    const field = await screen.findByRole('textbox', { name: 'Identifiant' })
    expect(field.closest('form')).toHaveAttribute('novalidate')
    const before = posts('/forgot-password')
    await app.user.type(field, '   ')
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }))
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Veuillez indiquer votre identifiant.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(posts('/forgot-password')).toBe(before)
  })

  it('stops the identifiant at the length the contract accepts', async () => {
    renderLiveApp({ live, path: '/forgot-password' })
    const field = await screen.findByRole('textbox', { name: 'Identifiant' })
    expect(acceptedLength(ForgotPasswordBody.entries.identifiant, (field as HTMLInputElement).maxLength)).toBe(true)
  })
})

describe('new password (/reset-password/{token}) errors', () => {
  const path = '/reset-password/jeton-de-test'
  const password = () => screen.getByLabelText('Nouveau mot de passe', { selector: 'input' })
  const confirmation = () => screen.getByLabelText('Confirmation du mot de passe')

  async function choose(app: ReturnType<typeof renderLiveApp>, chosen: string, confirmed: string) {
    await app.user.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), chosen)
    await app.user.type(confirmation(), confirmed)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
  }

  it('says a weak password beside the first field, with the rule, and sends nothing', async () => {
    const app = renderLiveApp({ live, path })
    const before = posts('/change-password')
    await choose(app, 'court', 'court')
    expect(password()).toHaveFocus()
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.weak))
    expect(confirmation()).not.toHaveAttribute('aria-invalid')
    expect(posts('/change-password')).toBe(before)
  })

  it('says a different confirmation beside the second field', async () => {
    const app = renderLiveApp({ live, path })
    await choose(app, 'Nouveau2026x', 'Autre2026xx')
    expect(confirmation()).toHaveFocus()
    expect(confirmation()).toHaveAccessibleDescription(PASSWORD_MESSAGES.mismatch)
    expect(password()).not.toHaveAttribute('aria-invalid')
    expect(password().closest('form')).toHaveAttribute('novalidate')
  })

  it('stops both fields at the length the contract accepts', async () => {
    renderLiveApp({ live, path })
    await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' })
    const limit = (field: HTMLElement) => (field as HTMLInputElement).maxLength
    expect(acceptedLength(ResetPasswordBody.entries.password, limit(password()))).toBe(true)
    expect(acceptedLength(ResetPasswordBody.entries.password_confirmation, limit(confirmation()))).toBe(true)
  })
})
