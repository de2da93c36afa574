import { useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { Credentials } from '../../../application/session/ports/auth-gateway'
import { Field } from '../forms/field'
import { FormAlert } from '../forms/form-messages'
import forms from '../forms/forms.module.css'
import { type FieldErrors, showFieldErrors } from '../forms/schema-fields'
import { SubmitButton } from '../forms/submit-button'

export type LoginAttempt = (credentials: Credentials, rememberMe: boolean) => Promise<{ failure: string } | null>

/** Said at the field on an empty submit, instead of the browser's own bubble (in the browser's language). */
export const LOGIN_FIELD_MESSAGES = {
  login: 'Saisissez votre identifiant.',
  password: 'Saisissez votre mot de passe.',
} as const

function missingFields(credentials: Credentials): FieldErrors {
  return {
    ...(credentials.login.trim() === '' ? { login: LOGIN_FIELD_MESSAGES.login } : {}),
    ...(credentials.password === '' ? { password: LOGIN_FIELD_MESSAGES.password } : {}),
  }
}

// Shared by every login screen (spec §2: login, password and a remember-me choice).
export function LoginForm({ onLogin }: { onLogin: LoginAttempt }) {
  const id = useId()
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const failureBox = useRef<HTMLDivElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const data = new FormData(event.currentTarget)
    const credentials = { login: String(data.get('login') ?? ''), password: String(data.get('password') ?? '') }
    if (showFieldErrors(event.currentTarget, missingFields(credentials), setErrors)) return
    setSubmitting(true)
    setFailure(null)
    const outcome = await onLogin(credentials, data.get('rememberMe') === 'on')
    // On success the screen navigates away; only a failure needs this form again.
    if (outcome === null) return
    flushSync(() => {
      setFailure(outcome.failure)
      setSubmitting(false)
    })
    // The busy button lost the focus: the failure takes it, so it is read and the form is one Tab away.
    failureBox.current?.focus()
  }

  return (
    <form className={forms.stack} onSubmit={submit} noValidate>
      {failure !== null && (
        <div ref={failureBox} tabIndex={-1}>
          <FormAlert id={`${id}-failure`}>{failure}</FormAlert>
        </div>
      )}
      <Field id={`${id}-login`} label="Identifiant" required error={errors.login}>
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
      <Field id={`${id}-password`} label="Mot de passe" required error={errors.password}>
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
