import type { RefObject } from 'react'
import styles from './forms.module.css'
import { SubmitButton } from './submit-button'

/**
 * A back-office form's submit, and on an edit page « Enregistrer et continuer », which saves and stays on
 * the form. It is aria-disabled rather than disabled while saving: pressed, it keeps the focus.
 */
export function SaveButtons(props: {
  readonly busy: boolean
  readonly label: string
  readonly offerContinue: boolean
  readonly continuing: boolean
  readonly continueButton: RefObject<HTMLButtonElement | null>
}) {
  return (
    <>
      <SubmitButton busy={props.busy && !props.continuing} busyLabel="Enregistrement…">
        {props.label}
      </SubmitButton>
      {props.offerContinue ? (
        <button
          ref={props.continueButton}
          type="submit"
          className={styles.secondary}
          aria-disabled={props.busy}
          aria-busy={props.busy && props.continuing}
        >
          {props.busy && props.continuing ? 'Enregistrement…' : 'Enregistrer et continuer'}
        </button>
      ) : null}
    </>
  )
}
