import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { CartGateway, type CartLine } from '../../../application/portal/ports/cart-gateway'
import { changeCartLineQuantity } from '../../../application/portal/cart.use-case'
import forms from '../../kit/forms/forms.module.css'
import { QuantityField, typedQuantity } from '../catalog/quantity-field'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { focusPageTitle } from '../layout/portal-page'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { cartKeys } from './cart-count.query'
import styles from './cart.module.css'
import { useTypedQuantities } from './typed-quantities-context'

function describe(line: CartLine): string {
  return `${line.product.name}, ${line.option.label}`
}

/** The quantity of one line; the server recomputes totals and franco, so the cart is read again. */
export function CartLineQuantity({ line }: { line: CartLine }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const typed = useTypedQuantities()
  const [quantity, setQuantityState] = useState(String(line.quantity))
  function setQuantity(text: string) {
    typed.set(line.id, text)
    setQuantityState(text)
  }

  const change = useMutation({
    mutationFn: (wanted: number) => runUseCase(changeCartLineQuantity(line, wanted)),
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.count, answer.numberOfProductsInCart)
      return queryClient.invalidateQueries({ queryKey: cartKeys.current })
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.cartAdd),
  })

  const unchanged = quantity === String(line.quantity)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (change.isPending || unchanged) return
    change.mutate(typedQuantity(quantity))
  }

  return (
    <form className={styles.quantityForm} onSubmit={submit} noValidate>
      <QuantityField option={line.option} value={quantity} onChange={setQuantity} context={describe(line)} />
      <button
        type="submit"
        className={forms.secondary}
        // aria-disabled, not disabled: a disabled button drops the focus to <body>.
        aria-disabled={change.isPending || unchanged}
        aria-busy={change.isPending}
        aria-label={`Mettre à jour la quantité : ${describe(line)}`}
      >
        Mettre à jour
      </button>
    </form>
  )
}

/**
 * Removes one line. A double-click sent two deletions, the second answered "Ressource introuvable.": the
 * ref is taken in the click itself, before React renders the pending state (decision 043). The row
 * leaves with its button, so the focus goes to the page's title rather than to <body>.
 */
export function RemoveCartLineButton({ line }: { line: CartLine }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const held = useRef(false)

  const remove = useMutation({
    mutationFn: () => runUseCase(CartGateway.use((cart) => cart.deleteLine(line.id))),
    onSuccess: async (answer) => {
      queryClient.setQueryData(cartKeys.count, answer.numberOfProductsInCart)
      await queryClient.invalidateQueries({ queryKey: cartKeys.current })
      focusPageTitle()
    },
    onError: (thrown) => {
      held.current = false
      notice(thrown, PORTAL_MESSAGES.cartRemoveLine)
    },
  })

  function start() {
    if (held.current) return
    held.current = true
    remove.mutate()
  }

  return (
    <button
      type="button"
      className={forms.danger}
      onClick={start}
      aria-disabled={remove.isPending}
      aria-busy={remove.isPending}
      aria-label={`Retirer : ${describe(line)}`}
    >
      Retirer
    </button>
  )
}
