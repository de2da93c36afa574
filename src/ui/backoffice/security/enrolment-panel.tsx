import { renderSVG } from 'uqr'
import { useMemo } from 'react'
import type { SecondFactorEnrolment } from '../../../application/backoffice/ports/second-factor-gateway'
import { CodeForm } from './code-form'
import styles from './security-page.module.css'

const QR_TEXT =
  'QR code de la double authentification, à scanner avec votre application d’authentification ; ' +
  'la même clé est écrite ci-dessous'

type EnrolmentPanelProps = {
  readonly enrolment: SecondFactorEnrolment
  readonly confirm: (code: string) => Promise<void>
}

/**
 * The secret as a QR code for the authenticator app and as text for manual entry (decision 063); the
 * QR code's text alternative says so, and the first code confirms that the app holds the secret.
 */
export function EnrolmentPanel({ enrolment, confirm }: EnrolmentPanelProps) {
  // uqr draws the otpauth:// address itself: no third party ever sees the secret.
  const svg = useMemo(() => renderSVG(enrolment.otpauth_uri, { border: 2 }), [enrolment.otpauth_uri])
  return (
    <section aria-labelledby="activation">
      <h2 id="activation">Activer la double authentification</h2>
      <ol className={styles.steps}>
        <li>Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator…).</li>
        <li>Scannez le QR code, ou saisissez la clé ci-dessous si vous ne pouvez pas le scanner.</li>
        <li>Saisissez le code à 6 chiffres que l’application affiche.</li>
      </ol>
      <div
        role="img"
        aria-label={QR_TEXT}
        className={styles.qr}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG, built from the server's otpauth address.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p>
        Clé à saisir manuellement : <code className={styles.secret}>{enrolment.secret}</code>
      </p>
      <CodeForm submitLabel="Confirmer l’activation" send={confirm} autoFocus />
    </section>
  )
}
