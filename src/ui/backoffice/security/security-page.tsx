import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useRef, useState } from 'react'
import type {
  SecondFactorArea,
  SecondFactorEnrolment,
} from '../../../application/backoffice/ports/second-factor-gateway'
import {
  confirmEnrolment,
  regenerateRecoveryCodes,
  startEnrolment,
} from '../../../application/backoffice/second-factor.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { SECOND_FACTOR_MESSAGES } from '../../../domain/messages/second-factor-messages'
import { adminSessionQuery } from '../../app/queries/session.queries'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { FormAlert } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { errorMessage } from '../../kit/messages/error-messages'
import { CodeForm } from './code-form'
import { EnrolmentPanel } from './enrolment-panel'
import { PolicyForm } from './policy-form'
import { RecoveryCodesPanel } from './recovery-codes-panel'
import { refreshSecondFactorStatus, secondFactorStatusQuery } from './second-factor.queries'
import styles from './security-page.module.css'

export const SECURITY_TITLE = 'Sécurité du compte'

type View =
  | { readonly kind: 'status' }
  | { readonly kind: 'enrolling'; readonly enrolment: SecondFactorEnrolment }
  | { readonly kind: 'codes'; readonly codes: readonly string[] }

/**
 * The administrator's own second factor (decision 063), on /backoffice/securite and
 * /vitrine/backoffice/securite: its state, the enrolment, new recovery codes; and, for the e-commerce
 * super administrators, the policy.
 */
export function SecurityPage({ area }: { area: SecondFactorArea }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const { data: status } = useSuspenseQuery(secondFactorStatusQuery(runUseCase, area))
  const [view, setView] = useState<View>({ kind: 'status' })
  const [starting, setStarting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const stateHeading = useRef<HTMLHeadingElement>(null)
  const [returning, setReturning] = useState(false)

  // Back from the codes, whose panel held the focus: the state's heading takes it.
  useEffect(() => {
    if (returning && view.kind === 'status') stateHeading.current?.focus()
  }, [returning, view])

  async function start() {
    setStarting(true)
    setFailure(null)
    try {
      setView({ kind: 'enrolling', enrolment: await runUseCase(startEnrolment(area)) })
    } catch (thrown) {
      const known = failureOf(thrown)
      if (known === null) throw thrown
      setFailure(errorMessage(known))
    } finally {
      setStarting(false)
    }
  }

  async function showCodes(codes: readonly string[]) {
    setView({ kind: 'codes', codes })
    await refreshSecondFactorStatus(queryClient, area)
  }

  const done = () => {
    setReturning(true)
    setView({ kind: 'status' })
  }

  return (
    <BackofficePage title={SECURITY_TITLE}>
      <section aria-labelledby="etat" className={styles.section}>
        <h2 id="etat" ref={stateHeading} tabIndex={-1}>
          Double authentification
        </h2>
        {status.required && !status.enabled ? <FormAlert>{SECOND_FACTOR_MESSAGES.required}</FormAlert> : null}
        <p>
          {status.enabled
            ? 'La double authentification est activée : un code de votre application est demandé à chaque connexion.'
            : 'La double authentification n’est pas activée : seul votre mot de passe protège ce compte.'}
        </p>
        {status.enabled ? <p>Codes de secours restants : {status.recovery_codes_left}</p> : null}
        {failure !== null && <FormAlert>{failure}</FormAlert>}
        {!status.enabled && view.kind === 'status' ? (
          <SubmitButton type="button" busy={starting} onClick={start}>
            Activer la double authentification
          </SubmitButton>
        ) : null}
      </section>
      {view.kind === 'enrolling' ? (
        <div className={styles.section}>
          <EnrolmentPanel
            enrolment={view.enrolment}
            confirm={async (code) => showCodes(await runUseCase(confirmEnrolment(area, code)))}
          />
        </div>
      ) : null}
      {view.kind === 'codes' ? (
        <div className={styles.section}>
          <RecoveryCodesPanel codes={view.codes} onDone={done} />
        </div>
      ) : null}
      {status.enabled && view.kind === 'status' ? (
        <section aria-labelledby="regenerer" className={styles.section}>
          <h2 id="regenerer">Codes de secours</h2>
          <p>De nouveaux codes remplacent les anciens, qui cessent de fonctionner.</p>
          <CodeForm
            submitLabel="Régénérer les codes de secours"
            send={async (code) => showCodes(await runUseCase(regenerateRecoveryCodes(area, code)))}
          />
        </section>
      ) : null}
      {area === 'backoffice' ? <SuperAdminPolicy /> : null}
    </BackofficePage>
  )
}

function SuperAdminPolicy() {
  const runUseCase = useRunUseCase()
  const { data: admin } = useQuery(adminSessionQuery(runUseCase))
  if (admin?.role !== 'super_admin') return null
  return (
    <div className={styles.section}>
      <Suspense fallback={<p className={forms.notice}>Chargement de la règle…</p>}>
        <PolicyForm />
      </Suspense>
    </div>
  )
}

export const BackofficeSecurityPage = () => <SecurityPage area="backoffice" />
