import type { ReactNode } from 'react'
import styles from './forms.module.css'

/** What a field hands to its control so that label, hint and error are all announced with it. */
export type FieldControlProps = {
  readonly id: string
  readonly required: boolean
  readonly 'aria-describedby'?: string
  readonly 'aria-invalid'?: true
}

type FieldProps = {
  readonly id: string
  readonly label: string
  readonly required?: boolean
  /** The public site says "(obligatoire)" or "(facultatif)" after every label; the portal's forms do not. */
  readonly sayRequirement?: boolean
  readonly hint?: ReactNode
  readonly error?: string | null
  readonly children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled control with its optional hint and error. Both come before the control, so that a
 * screen reader reading the page in order meets them before typing; `aria-describedby` ties them
 * to the control for one that jumps straight to it.
 */
export function Field({ id, label, required = false, sayRequirement = false, hint, error, children }: FieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-aide`
  const errorId = error ? `${id}-erreur` : undefined
  const describedBy = [hintId, errorId].filter((part) => part !== undefined).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {sayRequirement && <RequirementMark required={required} />}
      </label>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorId !== undefined && (
        <p id={errorId} className={styles.inlineError}>
          {error}
        </p>
      )}
      {children({
        id,
        required,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
        ...(errorId === undefined ? {} : { 'aria-invalid': true }),
      })}
    </div>
  )
}

/** Required fields say so in words, not only with "*". */
export function RequirementMark({ required }: { required: boolean }) {
  return required ? (
    <span className={styles.required}> (obligatoire)</span>
  ) : (
    <span className={styles.optional}> (facultatif)</span>
  )
}
