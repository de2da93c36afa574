import { useId, useState, type FormEvent } from 'react'
import type { Credentials } from '../../../application/ports/auth-gateway'
import styles from './login-form.module.css'

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
    <form className={styles.form} onSubmit={submit}>
      {failure !== null && (
        <p id={`${id}-failure`} role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-login`}>Identifiant</label>
        <input id={`${id}-login`} name="login" type="text" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>Mot de passe</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className={styles.remember}>
        <input id={`${id}-remember`} name="rememberMe" type="checkbox" />
        <label htmlFor={`${id}-remember`}>Se souvenir de moi</label>
      </div>
      <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
        Se connecter
      </button>
    </form>
  )
}
