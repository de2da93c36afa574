import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CartGateway } from '../../../application/portal/ports/cart-gateway'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'
import { cartKeys } from './cart-count.query'

export function EmptyCartButton() {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()

  const empty = useMutation({
    mutationFn: () => runUseCase(CartGateway.use((cart) => cart.empty())),
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.count, answer.numberOfProductsInCart)
      notifier.success(answer.message)
      return queryClient.invalidateQueries({ queryKey: cartKeys.current })
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.cartEmpty),
  })

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={forms.danger} disabled={empty.isPending} aria-busy={empty.isPending}>
          Vider le panier
        </button>
      }
      title="Vider le panier ?"
      description="Tous les produits seront retirés de votre panier. Cette action est définitive."
      confirmLabel="Oui, vider le panier"
      onConfirm={() => empty.mutate()}
    />
  )
}
