import { useId, useState, type FormEvent } from 'react'
import { requestPasswordReset } from '../../../application/portal/account.use-case'
import type { AnonymousError } from '../../../application/ports/account-gateway'
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs'
import forms from '../../components/forms/forms.module.css'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { MESSAGES } from '../../messages/error-messages'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { PasswordCard } from './password-card'

/** Spec §8: one message for any refusal; an unreachable server or a rate limit says so instead. */
export function passwordRequestFailure(error: AnonymousError): string {
  if (error._tag === 'NetworkError') return MESSAGES.network
  if (error._tag === 'Rejected' && error.status === 429 && error.message) return error.message
  return MESSAGES.unknownIdentifier
}

export function ForgotPasswordPage() {
  const runUseCase = useRunUseCase()
  const id = useId()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const identifiant = String(new FormData(event.currentTarget).get('identifiant') ?? '').trim()
    setSending(true)
    setOutcome(null)
    const result = await runUseCase(requestPasswordReset(identifiant))
    setSending(false)
    setOutcome(result.ok ? { ok: true, message: PORTAL_MESSAGES.forgotPasswordSent } : { ok: false, message: passwordRequestFailure(result.error) })
  }

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Accueil', to: '/' }, { label: 'Connexion', to: '/login' }, { label: 'Mot de passe oublié' }]} />
      <PasswordCard title="Mot de passe oublié" intro="Indiquez votre identifiant : nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe.">
        <form className={forms.stack} onSubmit={submit}>
          <div aria-live="polite">
            {outcome === null ? null : (
              <p className={outcome.ok ? forms.success : forms.alert} role={outcome.ok ? 'status' : 'alert'}>
                {outcome.message}
              </p>
            )}
          </div>
          <div className={forms.field}>
            <label htmlFor={`${id}-identifiant`}>Identifiant</label>
            <input
              id={`${id}-identifiant`}
              name="identifiant"
              className={forms.input}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </div>
          <button type="submit" className={forms.button} disabled={sending} aria-busy={sending}>
            Envoyer le lien
          </button>
        </form>
      </PasswordCard>
    </>
  )
}
