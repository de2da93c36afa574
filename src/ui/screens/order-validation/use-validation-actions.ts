import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderDetail, OrderLine } from '../../../application/ports/order-gateway'
import type { OrderDecision, ValidationOutcome } from '../../../application/ports/validation-gateway'
import { changeValidationLine, decideOrder, detachValidationLine } from '../../../application/portal/order-validation.use-case'
import type { LineStatus } from '../../../domain/order-status'
import { useFailureNotice } from '../../hooks/use-failure-notice'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { FALLBACK_MESSAGES, PORTAL_MESSAGES } from '../../messages/portal-messages'
import { notifier } from '../../notifications/notifier'
import { orderKeys } from '../../queries/orders.queries'
import { validationKeys } from '../../queries/validation.queries'

export type LineEdit = { readonly line: OrderLine; readonly quantity?: number; readonly status?: LineStatus }

/** The validator's actions on one order; each answer carries the order as it now stands. */
export function useValidationActions(order: OrderDetail) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()

  function settle(outcome: ValidationOutcome) {
    queryClient.setQueryData(orderKeys.detail(order.id), outcome.order)
    // The badge, the list to validate and the owner's list all change with the order.
    void queryClient.invalidateQueries({ queryKey: validationKeys.all })
    void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] })
  }

  const modify = useMutation({
    mutationFn: (edit: LineEdit) => runUseCase(changeValidationLine({ orderId: order.id, ...edit })),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(PORTAL_MESSAGES.lineModified)
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.lineModify),
  })

  const detach = useMutation({
    mutationFn: (lineId: number) => runUseCase(detachValidationLine(order, lineId)),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(PORTAL_MESSAGES.lineDetached)
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.lineDetach),
  })

  const decide = useMutation({
    mutationFn: (decision: OrderDecision) => runUseCase(decideOrder(order.id, decision)),
    onSuccess: (outcome) => {
      settle(outcome)
      notifier.success(outcome.message)
    },
    onError: (thrown) => notice(thrown, FALLBACK_MESSAGES.orderDecision),
  })

  return { modify, detach, decide, busy: modify.isPending || detach.isPending || decide.isPending }
}
