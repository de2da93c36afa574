import { act, cleanup, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Field } from '../../../src/ui/kit/forms/field'
import { SubmissionMessage } from '../../../src/ui/kit/forms/form-messages'
import { SubmitButton } from '../../../src/ui/kit/forms/submit-button'

afterEach(cleanup)

describe('Field', () => {
  it('ties its hint and its error to the control and marks the control invalid', () => {
    render(
      <Field id="reference" label="Référence" required hint="Six chiffres." error="Cette référence n’existe pas.">
        {(control) => <input {...control} />}
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Référence' })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Six chiffres. Cette référence n’existe pas.')
  })

  it('leaves a valid control unmarked and without description when it has neither hint nor error', () => {
    render(
      <Field id="comment" label="Commentaire">
        {(control) => <textarea {...control} />}
      </Field>,
    )
    const textarea = screen.getByRole('textbox', { name: 'Commentaire' })
    expect(textarea).not.toBeRequired()
    expect(textarea).not.toHaveAttribute('aria-invalid')
    expect(textarea).not.toHaveAttribute('aria-describedby')
  })

  it('says in words whether a public field is required', () => {
    render(
      <>
        <Field id="name" label="Nom" required sayRequirement>
          {(control) => <input {...control} />}
        </Field>
        <Field id="company" label="Société" sayRequirement>
          {(control) => <input {...control} />}
        </Field>
      </>,
    )
    expect(screen.getByRole('textbox', { name: /^Nom\s*\(obligatoire\)$/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /^Société\s*\(facultatif\)$/ })).not.toBeRequired()
  })
})

describe('SubmitButton', () => {
  it('is disabled and says it is busy while its request runs', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Envoi en cours…">
        Envoyer
      </SubmitButton>,
    )
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled()
    rerender(
      <SubmitButton busy busyLabel="Envoi en cours…">
        Envoyer
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Envoi en cours…' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('stays disabled while another action of the form runs', () => {
    render(
      <SubmitButton busy={false} disabled>
        Enregistrer
      </SubmitButton>,
    )
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
  })

  it('on a page the server rendered, waits for the scripts before it can send the form', async () => {
    const html = renderToString(<SubmitButton>Envoyer</SubmitButton>)
    expect(html).toContain('disabled=""')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    expect(within(container).getByRole('button', { name: 'Envoyer' })).toBeDisabled()
    const root = await act(async () => hydrateRoot(container, <SubmitButton>Envoyer</SubmitButton>))
    expect(within(container).getByRole('button', { name: 'Envoyer' })).toBeEnabled()
    act(() => root.unmount())
    container.remove()
  })
})

describe('SubmissionMessage', () => {
  it('announces a success politely and a failure as an alert, and moves focus to it', () => {
    const { rerender } = render(<SubmissionMessage state={{ status: 'sent', message: 'Message envoyé.' }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Message envoyé.')
    expect(screen.getByRole('status').parentElement).toHaveFocus()
    rerender(<SubmissionMessage state={{ status: 'failed', message: 'L’envoi a échoué.' }} />)
    expect(screen.getByRole('alert')).toHaveTextContent('L’envoi a échoué.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
