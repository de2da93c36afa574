import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { AccountGateway } from '../../../application/portal/ports/account-gateway'
import { PASSWORD_RULE_HINT } from '../../../domain/password-rule'
import { Field } from '../../kit/forms/field'
import { FormAlert, FormSuccess } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { type FieldErrors, showFieldErrors } from '../../kit/forms/schema-fields'
import { SubmitButton } from '../../kit/forms/submit-button'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { FALLBACK_MESSAGES, PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'

/** Spec §2, §9: after a change, the profile opens again after 2 seconds. */
export const PROFILE_REDIRECT_MS = 2000

/** Said at an empty field instead of the browser's bubble; the rule itself stays the server's (spec §5). */
export const PASSWORD_FIELD_MESSAGES = {
  current: 'Saisissez votre mot de passe actuel.',
  password: 'Saisissez le nouveau mot de passe.',
  confirmation: 'Saisissez à nouveau le nouveau mot de passe.',
} as const

type PasswordField = keyof typeof PASSWORD_FIELD_MESSAGES

function emptyFields(values: Record<PasswordField, string>): FieldErrors {
  const names = Object.keys(PASSWORD_FIELD_MESSAGES) as PasswordField[]
  return Object.fromEntries(
    names.filter((name) => values[name] === '').map((name) => [name, PASSWORD_FIELD_MESSAGES[name]]),
  )
}

export function PasswordChangeForm() {
  const runUseCase = useRunUseCase()
  const navigate = useNavigate()
  const notice = useFailureNotice()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  useEffect(() => {
    if (!done) return
    // The profile opens afresh: the success message has been read, the form is ready again.
    const timer = window.setTimeout(() => {
      void navigate({ to: '/account/profile', replace: true }).then(() => setDone(false))
    }, PROFILE_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [done, navigate])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = {
      current: String(data.get('current') ?? ''),
      password: String(data.get('password') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    }
    if (showFieldErrors(form, emptyFields(values), setErrors)) return
    setSending(true)
    setFailure(null)
    try {
      await runUseCase(AccountGateway.use((account) => account.changePassword(values)))
    } catch (thrown) {
      setFailure(notice(thrown, FALLBACK_MESSAGES.passwordChange))
      return
    } finally {
      setSending(false)
    }
    form.reset()
    notifier.success(PORTAL_MESSAGES.passwordUpdated)
    setDone(true)
  }

  return (
    <form className={forms.stack} onSubmit={submit} noValidate>
      <div aria-live="polite">
        {done ? <FormSuccess>{PORTAL_MESSAGES.passwordUpdated}</FormSuccess> : null}
        {failure === null ? null : <FormAlert>{failure}</FormAlert>}
      </div>
      <Field id="password-current" label="Mot de passe actuel" required error={errors.current}>
        {(control) => (
          <input {...control} name="current" type="password" className={forms.input} autoComplete="current-password" />
        )}
      </Field>
      <Field id="password-new" label="Nouveau mot de passe" required hint={PASSWORD_RULE_HINT} error={errors.password}>
        {(control) => (
          <input {...control} name="password" type="password" className={forms.input} autoComplete="new-password" />
        )}
      </Field>
      <Field
        id="password-confirmation"
        label="Confirmation du nouveau mot de passe"
        required
        error={errors.confirmation}
      >
        {(control) => (
          <input {...control} name="confirmation" type="password" className={forms.input} autoComplete="new-password" />
        )}
      </Field>
      <div>
        <SubmitButton busy={sending}>Mettre à jour le mot de passe</SubmitButton>
      </div>
    </form>
  )
}
