import { useMutation, useQueryClient } from '@tanstack/react-query'
import { copyOrder } from '../../../application/portal/orders.use-case'
import forms from '../../components/forms/forms.module.css'
import { useFailureNotice } from '../../hooks/use-failure-notice'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { notifier } from '../../notifications/notifier'
import { cartKeys } from '../../queries/cart-count.query'

/** Spec §8: the server's message is the success toast; the cart (and its badge) are read again. */
export function CopyOrderButton({ orderId }: { orderId: number }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const copy = useMutation({
    mutationFn: () => runUseCase(copyOrder(orderId)),
    onSuccess: ({ message }) => {
      notifier.success(message)
      return queryClient.invalidateQueries({ queryKey: cartKeys.all })
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.orderCopy),
  })
  return (
    <button type="button" className={forms.secondary} onClick={() => copy.mutate()} disabled={copy.isPending} aria-busy={copy.isPending}>
      Copier la commande
    </button>
  )
}
