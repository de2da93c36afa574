import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { resetPassword } from '../../../application/portal/account.use-case'
import type { AnonymousError } from '../../../application/ports/account-gateway'
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs'
import forms from '../../components/forms/forms.module.css'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { MESSAGES } from '../../messages/error-messages'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { PasswordCard } from './password-card'

const route = getRouteApi('/_public/reset-password/$token')

/** Spec §8: the server's message when it explains (expired link, weak password), else the spec's. */
function resetFailure(error: AnonymousError): string {
  if (error._tag === 'NetworkError') return MESSAGES.network
  if (error._tag === 'Rejected' && error.message) return error.message
  return MESSAGES.unknownIdentifier
}

export function ResetPasswordPage() {
  const runUseCase = useRunUseCase()
  const { token } = route.useParams()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setSending(true)
    setFailure(null)
    const result = await runUseCase(
      resetPassword({ token, password: String(data.get('password') ?? ''), confirmation: String(data.get('confirmation') ?? '') }),
    )
    setSending(false)
    if (result.ok) setSuccess(result.value.message || PORTAL_MESSAGES.passwordUpdated)
    else setFailure(resetFailure(result.error))
  }

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Accueil', to: '/' }, { label: 'Connexion', to: '/login' }, { label: 'Nouveau mot de passe' }]} />
      <PasswordCard title="Nouveau mot de passe" intro="Choisissez le mot de passe de votre espace client.">
        {success !== null ? (
          <div className={forms.stack}>
            <p className={forms.success} role="status">
              {success}
            </p>
            <Link to="/login" className={forms.button}>
              Se connecter
            </Link>
          </div>
        ) : (
          <form className={forms.stack} onSubmit={submit}>
            {failure === null ? null : (
              <p className={forms.alert} role="alert">
                {failure}
              </p>
            )}
            <div className={forms.field}>
              <label htmlFor="reset-password">Nouveau mot de passe</label>
              <input id="reset-password" name="password" type="password" className={forms.input} autoComplete="new-password" required aria-describedby="reset-rule" />
              <p id="reset-rule" className={forms.hint}>
                Au moins 10 caractères, dont une lettre et un chiffre.
              </p>
            </div>
            <div className={forms.field}>
              <label htmlFor="reset-confirmation">Confirmation du mot de passe</label>
              <input id="reset-confirmation" name="confirmation" type="password" className={forms.input} autoComplete="new-password" required />
            </div>
            <button type="submit" className={forms.button} disabled={sending} aria-busy={sending}>
              Enregistrer le mot de passe
            </button>
          </form>
        )}
      </PasswordCard>
    </>
  )
}
