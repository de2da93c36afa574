import { type ReactNode, useEffect, useRef } from 'react'
import styles from './forms.module.css'

/** A form-level failure, announced at once. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={styles.alert}>
      {children}
    </p>
  )
}

/**
 * A form-level success. Inside an `aria-live` region it needs no role of its own (two live regions
 * would announce it twice); on its own it takes `role="status"`.
 */
export function FormSuccess({ role, children }: { role?: 'status'; children: ReactNode }) {
  return (
    <p role={role} className={styles.success}>
      {children}
    </p>
  )
}

/** Where a submission stands; the showcase's `useSubmission` state has this shape. */
export type SubmissionOutcome =
  | { readonly status: 'idle' | 'sending' }
  | { readonly status: 'sent' | 'failed'; readonly message: string }

/** The server's answer to a submission: a polite status on success, an alert on failure; focused so it is read. */
export function SubmissionMessage({ state }: { state: SubmissionOutcome }) {
  const box = useRef<HTMLDivElement>(null)
  const shown = state.status === 'sent' || state.status === 'failed'
  useEffect(() => {
    if (shown) box.current?.focus()
  }, [shown, state])
  return (
    <div ref={box} tabIndex={-1} className={styles.messageSlot}>
      {state.status === 'sent' && <FormSuccess role="status">{state.message}</FormSuccess>}
      {state.status === 'failed' && <FormAlert>{state.message}</FormAlert>}
    </div>
  )
}
