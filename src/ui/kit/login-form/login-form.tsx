import { useId, useState, type FormEvent } from 'react'
import type { Credentials } from '../../../application/session/ports/auth-gateway'
import { Field } from '../forms/field'
import { FormAlert } from '../forms/form-messages'
import forms from '../forms/forms.module.css'
import { SubmitButton } from '../forms/submit-button'

export type LoginAttempt = (credentials: Credentials, rememberMe: boolean) => Promise<{ failure: string } | null>

// Shared by every login screen (spec §2: login, password and a remember-me choice).
export function LoginForm({ onLogin }: { onLogin: LoginAttempt }) {
  const id = useId()
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const data = new FormData(event.currentTarget)
    setSubmitting(true)
    setFailure(null)
    const outcome = await onLogin(
      { login: String(data.get('login') ?? ''), password: String(data.get('password') ?? '') },
      data.get('rememberMe') === 'on',
    )
    // On success the screen navigates away; only a failure needs this form again.
    if (outcome !== null) {
      setFailure(outcome.failure)
      setSubmitting(false)
    }
  }

  return (
    <form className={forms.stack} onSubmit={submit}>
      {failure !== null && <FormAlert id={`${id}-failure`}>{failure}</FormAlert>}
      <Field id={`${id}-login`} label="Identifiant" required>
        {(control) => (
          <input
            {...control}
            name="login"
            type="text"
            className={forms.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label="Mot de passe" required>
        {(control) => (
          <input {...control} name="password" type="password" className={forms.input} autoComplete="current-password" />
        )}
      </Field>
      <div className={forms.checkbox}>
        <input id={`${id}-remember`} name="rememberMe" type="checkbox" />
        <label htmlFor={`${id}-remember`}>Se souvenir de moi</label>
      </div>
      <SubmitButton busy={submitting}>Se connecter</SubmitButton>
    </form>
  )
}
