import { useQuery } from '@tanstack/react-query'
import { ConversationGateway } from '../../../application/portal/ports/conversation-gateway'
import { approvalFor, budgetLeftMessage } from '../../../domain/approval-rules'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { cartKeys } from './cart-count.query'
import styles from './budget-notice.module.css'

export const OVER_BUDGET_NOTICE = 'Cette commande dépasse le budget du mois : elle attendra la validation du siège.'

// Under the cart's root: read again after an order, dropped at logout with the cart.
export function budgetQuery(runUseCase: RunUseCase) {
  return useCaseQuery(
    runUseCase,
    [...cartKeys.all, 'budget'] as const,
    ConversationGateway.use((conversation) => conversation.budget()),
  )
}

/**
 * The shop's budget left this month, and a word when this cart goes over it (docs/decisions/073): an
 * information, not an error, since the order may still be placed. Nothing without a budget, and nothing
 * if the budget cannot be read: the cart stays usable.
 */
export function BudgetNotice({ subtotalCents }: { subtotalCents: number }) {
  const runUseCase = useRunUseCase()
  const { data: budget } = useQuery(budgetQuery(runUseCase))
  if (budget === undefined || budget.monthlyBudgetCents === null) return null
  // The server's rule: the lines' total HT against what is left (approvalFor's over-budget reason).
  const approval = approvalFor(
    { autoAcceptBelowCents: null, monthlyBudgetCents: budget.monthlyBudgetCents },
    { totalHtCents: subtotalCents, spentThisMonthCents: budget.spentThisMonthCents },
  )
  const over = approval.kind === 'needs-validation' && approval.reasons.includes('over-budget')
  return (
    <section className={styles.budget} aria-label="Budget du mois">
      <p className={styles.left}>{budgetLeftMessage(budget.leftCents)}</p>
      {/* Polite: a quantity changed in the cart may bring the notice, announced without interrupting. */}
      <p aria-live="polite">{over ? OVER_BUDGET_NOTICE : null}</p>
    </section>
  )
}
