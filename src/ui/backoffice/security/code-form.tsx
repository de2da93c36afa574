import { type FormEvent, useId, useState } from 'react'
import { failureOf } from '../../../application/use-case-failure'
import { Field } from '../../kit/forms/field'
import { FormAlert } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { secondFactorErrorMessage } from '../login/second-factor-messages'

type CodeFormProps = {
  readonly submitLabel: string
  /** Sends the code; an expected failure is shown in the form, anything else is a defect and rethrown. */
  readonly send: (code: string) => Promise<void>
  readonly autoFocus?: boolean
}

/** "Code de vérification" and one button: confirming an enrolment, asking for new recovery codes. */
export function CodeForm({ submitLabel, send, autoFocus = false }: CodeFormProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const code = String(new FormData(form).get('code') ?? '').trim()
    setBusy(true)
    setFailure(null)
    try {
      await send(code)
    } catch (thrown) {
      const known = failureOf(thrown)
      if (known === null) throw thrown
      setFailure(secondFactorErrorMessage(known))
      setBusy(false)
      form.querySelector('input')?.select()
    }
  }

  return (
    <form className={forms.stack} onSubmit={submit}>
      {failure !== null && <FormAlert>{failure}</FormAlert>}
      <Field id={`${id}-code`} label="Code de vérification" required error={failure === null ? null : failure}>
        {(control) => (
          <input
            {...control}
            name="code"
            type="text"
            className={forms.input}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={32}
            // biome-ignore lint/a11y/noAutofocus: the field appears after the button the admin pressed.
            autoFocus={autoFocus}
          />
        )}
      </Field>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  )
}
