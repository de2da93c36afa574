import { useId, useState, type FormEvent } from 'react'
import { AccountGateway } from '../../../application/portal/ports/account-gateway'
import { type Failure, failureOf } from '../../../application/use-case-failure'
import { ForgotPasswordBody } from '../../../contract/portal/account'
import { Breadcrumbs } from '../../kit/breadcrumbs/breadcrumbs'
import { Field } from '../../kit/forms/field'
import { FormAlert, FormSuccess } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { type FieldErrors, fieldErrors, maxLengthOf, showFieldErrors } from '../../kit/forms/schema-fields'
import { SubmitButton } from '../../kit/forms/submit-button'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { MESSAGES } from '../../kit/messages/error-messages'
import { PASSWORD_FORM_MESSAGES, PORTAL_MESSAGES } from '../portal-ui-messages'
import { PasswordCard } from './password-card'

/** Spec §8: one message for any refusal; an unreachable server or a rate limit says so instead. */
export function passwordRequestFailure(error: Failure): string {
  if (error._tag === 'NetworkError') return MESSAGES.network
  if (error._tag === 'Rejected' && error.status === 429 && error.message) return error.message
  return MESSAGES.unknownIdentifier
}

export function ForgotPasswordPage() {
  const runUseCase = useRunUseCase()
  const id = useId()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const identifiant = String(new FormData(form).get('identifiant') ?? '').trim()
    setOutcome(null)
    // The contract's schema decides; its refusals (empty, control characters) all mean "no usable identifiant".
    const refused = 'identifiant' in fieldErrors(ForgotPasswordBody, { identifiant })
    if (showFieldErrors(form, refused ? PASSWORD_FORM_MESSAGES : {}, setErrors)) return
    setSending(true)
    try {
      await runUseCase(AccountGateway.use((account) => account.forgotPassword(identifiant)))
      setOutcome({ ok: true, message: PORTAL_MESSAGES.forgotPasswordSent })
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      setOutcome({ ok: false, message: passwordRequestFailure(failure) })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Accueil', to: '/' }, { label: 'Connexion', to: '/login' }, { label: 'Mot de passe oublié' }]}
      />
      <PasswordCard
        title="Mot de passe oublié"
        intro={
          'Indiquez votre identifiant : nous vous enverrons par e-mail un lien ' +
          'pour choisir un nouveau mot de passe.'
        }
      >
        <form className={forms.stack} onSubmit={submit} noValidate>
          <div aria-live="polite">
            {outcome === null ? null : outcome.ok ? (
              <FormSuccess role="status">{outcome.message}</FormSuccess>
            ) : (
              <FormAlert>{outcome.message}</FormAlert>
            )}
          </div>
          <Field id={`${id}-identifiant`} label="Identifiant" required error={errors.identifiant}>
            {(control) => (
              <input
                {...control}
                name="identifiant"
                maxLength={maxLengthOf(ForgotPasswordBody.entries.identifiant)}
                className={forms.input}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <SubmitButton busy={sending}>Envoyer le lien</SubmitButton>
        </form>
      </PasswordCard>
    </>
  )
}
