import type { ReactNode } from 'react'
import { MESSAGE_MAX_LENGTH } from '../../../contract/showcase/submissions'
import { Field } from '../../kit/forms/field'
import { SubmissionMessage } from '../../kit/forms/form-messages'
import { ConsentField, Honeypot } from '../../kit/forms/form-parts'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { revealWhole } from '../forms/reveal-whole'
import type { SubmissionState } from '../forms/use-submission'
import buttons from './buttons.module.css'

/** The free-text message of a visitor's form; it scrolls whole into view above the consent banner. */
export function MessageField(props: { required?: boolean; hint: string; rows: number; error?: string }) {
  const { rows, ...field } = props
  return (
    <Field id="message" label="Message" sayRequirement {...field}>
      {(control) => (
        <textarea
          {...control}
          name="message"
          rows={rows}
          maxLength={MESSAGE_MAX_LENGTH}
          onFocus={revealWhole}
          className={forms.textarea}
        />
      )}
    </Field>
  )
}

type SubmissionEndProps = {
  /** What the data is used for and how long it is kept, in the consent notice's words. */
  readonly purpose: string
  readonly retention: string
  readonly consentError?: string
  readonly state: SubmissionState
  /** The send button's label. */
  readonly children: ReactNode
}

/** How every visitor's form ends: the honeypot, the consent, the server's answer and the send button. */
export function SubmissionEnd({ purpose, retention, consentError, state, children }: SubmissionEndProps) {
  return (
    <>
      <Honeypot />
      <ConsentField purpose={purpose} retention={retention} error={consentError} />
      <SubmissionMessage state={state} />
      <div className={forms.actions}>
        <SubmitButton className={buttons.primary} busy={state.status === 'sending'} busyLabel="Envoi en cours…">
          {children}
        </SubmitButton>
      </div>
    </>
  )
}
