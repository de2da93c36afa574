import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import type { SubmissionState } from './use-submission'
import styles from './forms.module.css'

type FieldProps = {
  readonly id: string
  readonly label: string
  readonly required?: boolean
  readonly hint?: string
  readonly children: (described: { id: string; required: boolean; 'aria-describedby'?: string }) => ReactNode
}

/** A labelled control with its optional hint; required fields say so in words, not only with "*". */
export function Field({ id, label, required = false, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-aide` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> (obligatoire)</span> : <span className={styles.optional}> (facultatif)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, required, ...(hintId ? { 'aria-describedby': hintId } : {}) })}
    </div>
  )
}

/**
 * The honeypot (docs/api-contract-storefront.md): off-screen, out of the tab order and hidden from
 * assistive technologies, so only a robot fills it in.
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="website">Ne pas remplir ce champ</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The GDPR consent box and the information notice the law requires next to the form. */
export function ConsentField({ purpose, retention }: { purpose: string; retention: string }) {
  return (
    <div className={styles.consent}>
      <div className={styles.checkbox}>
        <input id="consent" name="consent" type="checkbox" required aria-describedby="consent-notice" />
        <label htmlFor="consent">
          J’accepte que les informations saisies soient utilisées par Écrin SAS pour {purpose}. <span className={styles.required}>(obligatoire)</span>
        </label>
      </div>
      <p id="consent-notice" className={styles.notice}>
        Ces informations sont destinées à Écrin SAS, responsable du traitement, pour {purpose} ; elles sont conservées {retention}.
        Vous pouvez y accéder, les rectifier, les faire effacer, en limiter le traitement ou vous y opposer en écrivant à{' '}
        <a href="mailto:dpo@ecrin-emballages.fr">dpo@ecrin-emballages.fr</a>. En savoir plus :{' '}
        <Link to="/$page" params={{ page: 'politique-de-confidentialite' }}>politique de confidentialité</Link>.
      </p>
    </div>
  )
}

/** The server's answer: a polite status on success, an alert on failure; focused so it is read. */
export function SubmissionMessage({ state }: { state: SubmissionState }) {
  const box = useRef<HTMLDivElement>(null)
  const shown = state.status === 'sent' || state.status === 'failed'
  useEffect(() => {
    if (shown) box.current?.focus()
  }, [shown, state])
  return (
    <div ref={box} tabIndex={-1} className={styles.messageSlot}>
      {state.status === 'sent' && (
        <p role="status" className={`${styles.message} ${styles.success}`}>
          {state.message}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {state.message}
        </p>
      )}
    </div>
  )
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** How to reach the visitor back: the same two fields on the contact and application forms. */
export function EmailAndPhoneRow() {
  return (
    <div className={styles.row}>
      <Field id="email" label="Adresse e-mail" required>
        {(props) => <input {...props} name="email" type="email" autoComplete="email" className={styles.control} />}
      </Field>
      <Field id="phone" label="Téléphone">
        {(props) => <input {...props} name="phone" type="tel" autoComplete="tel" className={styles.control} />}
      </Field>
    </div>
  )
}
