import { getRouteApi, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { AccountGateway } from '../../../application/portal/ports/account-gateway'
import { type Failure, failureOf } from '../../../application/use-case-failure'
import { ResetPasswordBody } from '../../../contract/portal/account'
import { checkNewPassword, PASSWORD_RULE_HINT, passwordMessage } from '../../../domain/password-rule'
import { Breadcrumbs } from '../../kit/breadcrumbs/breadcrumbs'
import { FormAlert, FormSuccess } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { InputField } from '../../kit/forms/field'
import { type FieldErrors, maxLengthOf, showFieldErrors } from '../../kit/forms/schema-fields'
import { SubmitButton } from '../../kit/forms/submit-button'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { MESSAGES } from '../../kit/messages/error-messages'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { PasswordCard } from './password-card'

const route = getRouteApi('/_public/reset-password/$token')
const PASSWORD_MAX_LENGTH = maxLengthOf(ResetPasswordBody.entries.password)

/** Spec §8: the server's message when it explains (expired link, weak password), else the spec's. */
function resetFailure(error: Failure): string {
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
  const [errors, setErrors] = useState<FieldErrors>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const password = String(data.get('password') ?? '')
    const confirmation = String(data.get('confirmation') ?? '')
    setFailure(null)
    // The domain's rule, the one the server applies: a weak password is the first field's error, a
    // different confirmation the second's.
    const check = checkNewPassword(password, confirmation)
    const message = passwordMessage(check)
    const found = message === null ? {} : { [check.kind === 'mismatch' ? 'confirmation' : 'password']: message }
    if (showFieldErrors(form, found, setErrors)) return
    setSending(true)
    try {
      const reset = { token, password, confirmation }
      const answer = await runUseCase(AccountGateway.use((account) => account.resetPassword(reset)))
      setSuccess(answer.message || PORTAL_MESSAGES.passwordUpdated)
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      setFailure(resetFailure(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Accueil', to: '/' }, { label: 'Connexion', to: '/login' }, { label: 'Nouveau mot de passe' }]}
      />
      <PasswordCard title="Nouveau mot de passe" intro="Choisissez le mot de passe de votre espace client.">
        {success !== null ? (
          <div className={forms.stack}>
            <FormSuccess role="status">{success}</FormSuccess>
            <Link to="/login" className={forms.button}>
              Se connecter
            </Link>
          </div>
        ) : (
          <form className={forms.stack} onSubmit={submit} noValidate>
            {failure === null ? null : <FormAlert>{failure}</FormAlert>}
            <InputField
              id="reset-password"
              label="Nouveau mot de passe"
              required
              hint={PASSWORD_RULE_HINT}
              error={errors.password}
              name="password"
              type="password"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
            <InputField
              id="reset-confirmation"
              label="Confirmation du mot de passe"
              required
              error={errors.confirmation}
              name="confirmation"
              type="password"
              maxLength={maxLengthOf(ResetPasswordBody.entries.password_confirmation)}
              autoComplete="new-password"
            />
            <SubmitButton busy={sending}>Enregistrer le mot de passe</SubmitButton>
          </form>
        )}
      </PasswordCard>
    </>
  )
}
