import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderDetail, OrderLine } from '../../../application/portal/ports/order-gateway'
import type { OrderDecision, ValidationOutcome } from '../../../application/portal/ports/validation-gateway'
import {
  changeValidationLine,
  commentValidation,
  decideValidation,
  detachValidationLine,
} from '../../../application/portal/order-validation.use-case'
import { isNotFound } from '../../../application/use-case-failure'
import { CONVERSATION_MESSAGES } from '../../../domain/order-mails'
import type { LineStatus } from '../../../domain/order-status'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { FALLBACK_MESSAGES, PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'
import { orderKeys } from '../orders/orders.queries'
import { validationKeys } from './validation.queries'
import type { ActionLock } from '../orders/use-action-lock'

export type LineEdit = {
  readonly line: OrderLine
  readonly quantity?: number
  readonly status?: LineStatus
  /** Why the line is refused (decision 074). */
  readonly reason?: string
}

type Decision = { readonly decision: OrderDecision; readonly reason?: string }

/** The order was decided in another tab or by someone else (decision 043). */
export const ALREADY_DECIDED_MESSAGE =
  'Commande déjà traitée : elle n’attend plus de validation. La page a été mise à jour.'

const COMMENT_FAILED = 'Impossible d’ajouter le commentaire'

/** The validator's actions on one order; each answer carries the order as it now stands. */
export function useValidationActions(order: OrderDetail, lock: ActionLock) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()

  function refreshLists() {
    // The badge, the list to validate and the owner's list all change with the order.
    void queryClient.invalidateQueries({ queryKey: validationKeys.all })
    void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] })
  }

  function settle(outcome: ValidationOutcome) {
    queryClient.setQueryData(orderKeys.detail(order.id), outcome.order)
    refreshLists()
  }

  // A stale tab: the server no longer has this order pending for us. Say so and show it as it is.
  function failed(thrown: unknown, fallback: string) {
    if (!isNotFound(thrown)) return notice(thrown, fallback)
    notifier.error(ALREADY_DECIDED_MESSAGE)
    refreshLists()
    return queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) })
  }

  const modify = useMutation({
    mutationFn: (edit: LineEdit) => runUseCase(changeValidationLine({ orderId: order.id, ...edit })),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(PORTAL_MESSAGES.lineModified)
    },
    onError: (thrown) => failed(thrown, PORTAL_MESSAGES.lineModify),
  })

  const detach = useMutation({
    mutationFn: (lineId: number) => runUseCase(detachValidationLine(order, lineId)),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(PORTAL_MESSAGES.lineDetached)
    },
    onError: (thrown) => failed(thrown, PORTAL_MESSAGES.lineDetach),
  })

  const decide = useMutation({
    mutationFn: ({ decision, reason }: Decision) => runUseCase(decideValidation(order.id, decision, reason)),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(outcome.message)
    },
    onError: (thrown) => failed(thrown, FALLBACK_MESSAGES.orderDecision),
  })

  const comment = useMutation({
    mutationFn: (text: string) => runUseCase(commentValidation(order.id, text)),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(CONVERSATION_MESSAGES.commentAdded)
    },
    onError: (thrown) => failed(thrown, COMMENT_FAILED),
  })

  // Every action goes through the page's one lock, taken in the click itself (decision 043).
  return {
    modify: (edit: LineEdit) => lock.run(() => modify.mutateAsync(edit)),
    detach: (lineId: number) => lock.run(() => detach.mutateAsync(lineId)),
    decide: (decision: OrderDecision, reason?: string) => lock.run(() => decide.mutateAsync({ decision, reason })),
    /** `saved` runs once the comment is saved, so that its form may empty itself. */
    comment: (text: string, saved: () => void) => lock.run(() => comment.mutateAsync(text).then(saved)),
    deciding: decide.isPending,
    busy: lock.busy,
  }
}

export type ValidationActions = ReturnType<typeof useValidationActions>
