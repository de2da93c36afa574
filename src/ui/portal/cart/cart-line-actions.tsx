import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CartGateway, type CartLine } from '../../../application/portal/ports/cart-gateway'
import { changeCartLineQuantity } from '../../../application/portal/cart.use-case'
import forms from '../../kit/forms/forms.module.css'
import { QuantityField, typedQuantity } from '../catalog/quantity-field'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    change.mutate(typedQuantity(quantity))
  }

  return (
    <form className={styles.quantityForm} onSubmit={submit} noValidate>
      <QuantityField option={line.option} value={quantity} onChange={setQuantity} context={describe(line)} />
      <button
        type="submit"
        className={forms.secondary}
        disabled={change.isPending || quantity === String(line.quantity)}
        aria-busy={change.isPending}
        aria-label={`Mettre à jour la quantité : ${describe(line)}`}
      >
        Mettre à jour
      </button>
    </form>
  )
}

export function RemoveCartLineButton({ line }: { line: CartLine }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()

  const remove = useMutation({
    mutationFn: () => runUseCase(CartGateway.use((cart) => cart.deleteLine(line.id))),
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.count, answer.numberOfProductsInCart)
      return queryClient.invalidateQueries({ queryKey: cartKeys.current })
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.cartRemoveLine),
  })

  return (
    <button
      type="button"
      className={forms.danger}
      onClick={() => remove.mutate()}
      disabled={remove.isPending}
      aria-busy={remove.isPending}
      aria-label={`Retirer : ${describe(line)}`}
    >
      Retirer
    </button>
  )
}
