import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type Ref, useRef, useState } from 'react'
import { readAmountText, saveApprovalRule } from '../../../application/portal/approval-rules.use-case'
import type { ApprovalRule } from '../../../application/portal/ports/conversation-gateway'
import { CONVERSATION_MESSAGES } from '../../../domain/order-mails'
import { eurosText, formatEuros } from '../../../domain/money'
import table from '../../kit/data-table/data-table.module.css'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { notifier } from '../../kit/notifications/notifier'
import { APPROVAL_RULES_TEXT as T } from './approval-rules-messages'
import { approvalRulesKey } from './approval-rules.queries'
import styles from './approval-rules.module.css'

type Field = 'threshold' | 'budget'
type Errors = Partial<Record<Field, string>>

const textOf = (cents: number | null) => (cents === null ? '' : eurosText(cents))

function AmountInput(props: {
  id: string
  label: string
  shop: string
  form: string
  value: string
  error: string | undefined
  onChange: (text: string) => void
  inputRef: Ref<HTMLInputElement>
}) {
  const errorId = `${props.id}-erreur`
  return (
    <>
      {/* The column's header names the field on a computer, the cell's data-label on a phone: the label
          itself is for screen readers, with the shop's name so that each row's fields differ. */}
      <label htmlFor={props.id} className="visually-hidden">
        {`${props.label}, ${props.shop}`}
      </label>
      <div>
        {props.error === undefined ? null : (
          <p id={errorId} className={forms.inlineError}>
            {props.error}
          </p>
        )}
        <span className={styles.amount}>
          <input
            ref={props.inputRef}
            id={props.id}
            form={props.form}
            className={forms.input}
            inputMode="decimal"
            autoComplete="off"
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
            aria-invalid={props.error === undefined ? undefined : true}
            aria-describedby={props.error === undefined ? undefined : errorId}
          />
          <span aria-hidden="true">€</span>
        </span>
      </div>
    </>
  )
}

/** One shop the head office validates: its two amounts in euros (empty: none), saved on their own. */
export function ApprovalRuleRow({ rule }: { rule: ApprovalRule }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const [threshold, setThreshold] = useState(textOf(rule.autoAcceptBelowCents))
  const [budget, setBudget] = useState(textOf(rule.monthlyBudgetCents))
  const [errors, setErrors] = useState<Errors>({})
  const thresholdRef = useRef<HTMLInputElement>(null)
  const budgetRef = useRef<HTMLInputElement>(null)
  const formId = `regles-${rule.shopId}`

  const save = useMutation({
    mutationFn: () =>
      runUseCase(saveApprovalRule({ shopId: rule.shopId, autoAcceptBelow: threshold, monthlyBudget: budget })),
    onSuccess: (saved) => {
      setThreshold(textOf(saved.autoAcceptBelowCents))
      setBudget(textOf(saved.monthlyBudgetCents))
      notifier.success(CONVERSATION_MESSAGES.rulesSaved)
      return queryClient.invalidateQueries({ queryKey: approvalRulesKey })
    },
    onError: (thrown) => notice(thrown, T.save),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    const read = { threshold: readAmountText(threshold), budget: readAmountText(budget) }
    const found: Errors = {}
    if (read.threshold.kind === 'invalid') found.threshold = read.threshold.message
    if (read.budget.kind === 'invalid') found.budget = read.budget.message
    setErrors(found)
    // The first wrong field takes the focus, its message read with it (aria-describedby).
    if (found.threshold !== undefined) return thresholdRef.current?.focus()
    if (found.budget !== undefined) return budgetRef.current?.focus()
    save.mutate()
  }

  return (
    <tr>
      <th scope="row">{rule.name}</th>
      <td data-label="Identifiant">{rule.identifiant}</td>
      <td data-label={T.threshold} className={styles.amountCell}>
        <AmountInput
          id={`${formId}-seuil`}
          label={T.threshold}
          shop={rule.name}
          form={formId}
          value={threshold}
          error={errors.threshold}
          onChange={setThreshold}
          inputRef={thresholdRef}
        />
      </td>
      <td data-label={T.budget} className={styles.amountCell}>
        <AmountInput
          id={`${formId}-budget`}
          label={T.budget}
          shop={rule.name}
          form={formId}
          value={budget}
          error={errors.budget}
          onChange={setBudget}
          inputRef={budgetRef}
        />
      </td>
      <td data-label={T.spent} className={table.numeric}>
        {formatEuros(rule.spentThisMonthCents)}
      </td>
      <td className={styles.actionsCell}>
        <form id={formId} onSubmit={submit} noValidate>
          <button
            type="submit"
            className={forms.button}
            aria-label={`Enregistrer les règles de ${rule.name}`}
            // aria-disabled, not disabled: the focus stays on the button while it saves.
            aria-disabled={save.isPending}
            aria-busy={save.isPending}
          >
            Enregistrer
          </button>
        </form>
      </td>
    </tr>
  )
}
