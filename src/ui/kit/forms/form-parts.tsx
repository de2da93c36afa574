import { Link } from '@tanstack/react-router'
import { PHONE_MAX_LENGTH } from '../../../contract/showcase/submissions'
import { InputField } from './field'
import type { FieldErrors } from './schema-fields'
import styles from './forms.module.css'

/**
 * The honeypot (src/contract/showcase/submissions.ts): off-screen, out of the tab order and hidden from
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
export function ConsentField({ purpose, retention, error }: { purpose: string; retention: string; error?: string }) {
  return (
    <div className={styles.consent}>
      {error !== undefined && (
        <p id="consent-erreur" className={styles.inlineError}>
          {error}
        </p>
      )}
      <div className={styles.checkbox}>
        <input
          id="consent"
          name="consent"
          type="checkbox"
          required
          aria-describedby={error === undefined ? 'consent-notice' : 'consent-erreur consent-notice'}
          aria-invalid={error === undefined ? undefined : true}
        />
        <label htmlFor="consent">
          J’accepte que les informations saisies soient utilisées par Écrin SAS pour {purpose}.{' '}
          <span className={styles.required}>(obligatoire)</span>
        </label>
      </div>
      {/* biome-ignore format: Biome's text fill would leave a line over 120 columns (decision 055) */}
      <p id="consent-notice" className={styles.notice}>
        Ces informations sont destinées à Écrin SAS, responsable du traitement, pour {purpose} ; elles sont
        conservées {retention}. Vous pouvez y accéder, les rectifier, les faire effacer, en limiter le traitement ou
        vous y opposer en écrivant à <a href="mailto:dpo@ecrin-emballages.fr">dpo@ecrin-emballages.fr</a>. En savoir
        plus :{' '}
        <Link to="/$page" params={{ page: 'politique-de-confidentialite' }}>
          politique de confidentialité
        </Link>
        .
      </p>
    </div>
  )
}

/** A text field of a submitted form, trimmed; absent or a file reads as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** How to reach the visitor back: the same two fields on the contact and application forms. */
export function EmailAndPhoneRow({ errors = {}, emailMaxLength }: { errors?: FieldErrors; emailMaxLength?: number }) {
  return (
    <div className={styles.columns}>
      <InputField
        id="email"
        label="Adresse e-mail"
        required
        sayRequirement
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={emailMaxLength}
      />
      <InputField
        id="phone"
        label="Téléphone"
        sayRequirement
        error={errors.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
      />
    </div>
  )
}
