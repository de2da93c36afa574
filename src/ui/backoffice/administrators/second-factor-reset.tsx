import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { resetSecondFactor } from '../../../application/backoffice/second-factor.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { adminSessionQuery } from '../../app/queries/session.queries'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import { FormAlert, FormSuccess } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { errorMessage } from '../../kit/messages/error-messages'

export const RESET_LABEL = 'Réinitialiser la double authentification'

/**
 * Super administrators (decision 063): turns another administrator's second factor off, for one who lost
 * their phone and their recovery codes. The server audits it and ends that administrator's sessions.
 */
export function SecondFactorReset({ adminId, login }: { adminId: number; login: string }) {
  const id = useId()
  const runUseCase = useRunUseCase()
  const { data: me } = useQuery(adminSessionQuery(runUseCase))
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  if (me?.role !== 'super_admin') return null

  async function reset() {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome({ ok: true, text: await runUseCase(resetSecondFactor(adminId)) })
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      setOutcome({ ok: false, text: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Double authentification</h2>
      <div aria-live="polite">{outcome?.ok === true && <FormSuccess>{outcome.text}</FormSuccess>}</div>
      {outcome?.ok === false && <FormAlert>{outcome.text}</FormAlert>}
      <ConfirmDialog
        trigger={
          // Never disabled: Radix gives the focus back to this button when the dialog closes.
          <button type="button" className={forms.danger} aria-busy={busy}>
            {RESET_LABEL}
          </button>
        }
        title={`${RESET_LABEL} de ${login} ?`}
        description={
          'Son application d’authentification et ses codes de secours ne seront plus acceptés, et ses sessions ' +
          'en cours seront fermées. Il devra se reconnecter avec son mot de passe puis, si la règle l’exige, ' +
          'réactiver la double authentification.'
        }
        confirmLabel="Réinitialiser"
        onConfirm={() => void reset()}
      />
    </section>
  )
}
