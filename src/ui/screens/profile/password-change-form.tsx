import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { changePassword } from '../../../application/portal/account.use-case'
import forms from '../../components/forms/forms.module.css'
import { useFailureNotice } from '../../hooks/use-failure-notice'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { FALLBACK_MESSAGES, PORTAL_MESSAGES } from '../../messages/portal-messages'
import { notifier } from '../../notifications/notifier'
import { UseCaseFailure } from '../../queries/use-case-failure'

/** Spec §2, §9: after a change, the profile opens again after 2 seconds. */
export const PROFILE_REDIRECT_MS = 2000

export function PasswordChangeForm() {
  const runUseCase = useRunUseCase()
  const navigate = useNavigate()
  const notice = useFailureNotice()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)

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
    setSending(true)
    setFailure(null)
    const result = await runUseCase(
      changePassword({
        current: String(data.get('current') ?? ''),
        password: String(data.get('password') ?? ''),
        confirmation: String(data.get('confirmation') ?? ''),
      }),
    )
    setSending(false)
    if (!result.ok) {
      setFailure(notice(new UseCaseFailure(result.error), FALLBACK_MESSAGES.passwordChange))
      return
    }
    form.reset()
    notifier.success(PORTAL_MESSAGES.passwordUpdated)
    setDone(true)
  }

  return (
    <form className={forms.stack} onSubmit={submit}>
      <div aria-live="polite">
        {done ? <p className={forms.success}>{PORTAL_MESSAGES.passwordUpdated}</p> : null}
        {failure === null ? null : (
          <p className={forms.alert} role="alert">
            {failure}
          </p>
        )}
      </div>
      <div className={forms.field}>
        <label htmlFor="password-current">Mot de passe actuel</label>
        <input id="password-current" name="current" type="password" className={forms.input} autoComplete="current-password" required />
      </div>
      <div className={forms.field}>
        <label htmlFor="password-new">Nouveau mot de passe</label>
        <input id="password-new" name="password" type="password" className={forms.input} autoComplete="new-password" required aria-describedby="password-rule" />
        <p id="password-rule" className={forms.hint}>
          Au moins 10 caractères, dont une lettre et un chiffre.
        </p>
      </div>
      <div className={forms.field}>
        <label htmlFor="password-confirmation">Confirmation du nouveau mot de passe</label>
        <input id="password-confirmation" name="confirmation" type="password" className={forms.input} autoComplete="new-password" required />
      </div>
      <div>
        <button type="submit" className={forms.button} disabled={sending} aria-busy={sending}>
          Mettre à jour le mot de passe
        </button>
      </div>
    </form>
  )
}
