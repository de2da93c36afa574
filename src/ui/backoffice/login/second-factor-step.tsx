import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Field } from '../../kit/forms/field'
import { FormAlert } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'

export type CodeAttempt = (code: string) => Promise<{ failure: string } | null>

/**
 * The sign-in's second step (decision 063): a code of the authenticator app, or a recovery code. The
 * field takes the focus when it appears and when the kind of code changes, so that the keyboard is
 * never left on a control that is gone.
 */
export function SecondFactorStep({ onCode }: { onCode: CodeAttempt }) {
  const id = useId()
  const [recovery, setRecovery] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows the kind of code asked for.
  useEffect(() => field.current?.focus(), [recovery])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    setSubmitting(true)
    setFailure(null)
    const outcome = await onCode(code)
    // On success the page navigates away; only a failure needs the form again.
    if (outcome !== null) {
      setFailure(outcome.failure)
      setSubmitting(false)
      field.current?.select()
    }
  }

  return (
    <form className={forms.stack} onSubmit={submit} aria-label="Double authentification">
      {failure !== null && <FormAlert id={`${id}-failure`}>{failure}</FormAlert>}
      <Field
        id={`${id}-code`}
        label={recovery ? 'Code de secours' : 'Code de vérification'}
        hint={
          recovery
            ? 'Un des codes de secours reçus à l’activation (format xxxxx-xxxxx) ; chacun ne sert qu’une fois.'
            : 'Le code à 6 chiffres affiché par votre application d’authentification.'
        }
        required
      >
        {(control) => (
          <input
            {...control}
            key={recovery ? 'recovery' : 'totp'}
            ref={field}
            name="code"
            type="text"
            className={forms.input}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
          />
        )}
      </Field>
      <SubmitButton busy={submitting}>Valider</SubmitButton>
      <button type="button" className={forms.secondary} onClick={() => setRecovery((now) => !now)}>
        {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
      </button>
    </form>
  )
}
