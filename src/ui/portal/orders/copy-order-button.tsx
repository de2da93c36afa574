import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { OrderGateway } from '../../../application/portal/ports/order-gateway'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'
import { cartKeys } from '../cart/cart-count.query'
import type { ActionLock } from './use-action-lock'

/** Copies an order into the cart; the mutation is shared by "Copier la commande" and the reorder buttons. */
export function useCopyOrder(orderId: number) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  return useMutation({
    mutationFn: () => runUseCase(OrderGateway.use((orders) => orders.copy(orderId))),
    // Spec §8: the server's message is the success toast; the cart (and its badge) are read again.
    onSuccess: ({ message }) => {
      notifier.success(message)
      return queryClient.invalidateQueries({ queryKey: cartKeys.all })
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.orderCopy),
  })
}

type Props = {
  readonly orderId: number
  readonly lock: ActionLock
  /** "reorder": copy, then open /panier to check and order. */
  readonly kind?: 'copy' | 'reorder'
  readonly label?: string
}

export function CopyOrderButton({ orderId, lock, kind = 'copy', label }: Props) {
  const copy = useCopyOrder(orderId)
  const navigate = useNavigate()
  const text = label ?? (kind === 'copy' ? 'Copier la commande' : 'Recommander')

  function start() {
    lock.run(async () => {
      await copy.mutateAsync()
      if (kind === 'reorder') await navigate({ to: '/panier' })
    })
  }

  return (
    <button
      type="button"
      className={kind === 'copy' ? forms.secondary : forms.button}
      onClick={start}
      // aria-disabled, not disabled: the lock already refuses a second start, and focus stays here.
      aria-disabled={lock.busy}
      aria-busy={copy.isPending}
    >
      {text}
    </button>
  )
}
