import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { SecondFactorPolicy } from '../../../application/backoffice/ports/second-factor-gateway'
import { saveSecondFactorPolicy } from '../../../application/backoffice/second-factor.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { Field } from '../../kit/forms/field'
import { FormAlert, FormSuccess } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { errorMessage } from '../../kit/messages/error-messages'
import { secondFactorKeys, secondFactorPolicyQuery } from './second-factor.queries'

export const POLICY_LABELS: Record<SecondFactorPolicy, string> = {
  off: 'Facultative pour tous',
  super: 'Obligatoire pour les super administrateurs',
  all: 'Obligatoire pour tous les administrateurs',
}

const POLICIES = Object.keys(POLICY_LABELS) as SecondFactorPolicy[]
const isPolicy = (value: string): value is SecondFactorPolicy => (POLICIES as string[]).includes(value)

/** Super administrators: who must turn the second factor on (decision 063). The server checks the role too. */
export function PolicyForm() {
  const id = useId()
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const { data: policy } = useSuspenseQuery(secondFactorPolicyQuery(runUseCase))
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = String(new FormData(event.currentTarget).get('policy') ?? '')
    if (busy || !isPolicy(chosen)) return
    setBusy(true)
    setOutcome(null)
    try {
      const saved = await runUseCase(saveSecondFactorPolicy(chosen))
      queryClient.setQueryData(secondFactorKeys.policy, saved)
      // The rule may now apply to the administrator themself.
      await queryClient.invalidateQueries({ queryKey: ['second-factor'] })
      setOutcome({ ok: true, text: 'La règle de double authentification a été enregistrée.' })
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      setOutcome({ ok: false, text: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={forms.stack} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Règle pour les administrateurs</h2>
      <div aria-live="polite">{outcome?.ok === true && <FormSuccess>{outcome.text}</FormSuccess>}</div>
      {outcome?.ok === false && <FormAlert>{outcome.text}</FormAlert>}
      <Field id={`${id}-policy`} label="Double authentification">
        {(control) => (
          <select {...control} name="policy" className={forms.select} defaultValue={policy} key={policy}>
            {POLICIES.map((value) => (
              <option key={value} value={value}>
                {POLICY_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton busy={busy}>Enregistrer la règle</SubmitButton>
    </form>
  )
}
