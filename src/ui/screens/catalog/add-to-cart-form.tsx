import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { Product } from '../../../application/ports/catalog-gateway'
import type { ProductOption } from '../../../application/ports/portal-data'
import { addToCart } from '../../../application/portal/cart.use-case'
import { formatEuros } from '../../../domain/money'
import forms from '../../components/forms/forms.module.css'
import { firstValidQuantity, QuantityField, typedQuantity } from '../../components/quantity-field/quantity-field'
import { useFailureNotice } from '../../hooks/use-failure-notice'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { notifier } from '../../notifications/notifier'
import { cartKeys } from '../../queries/cart-count.query'
import styles from './catalog.module.css'

/** One option of a product: its price and rule, a quantity, and the add button. */
export function AddToCartForm({ product, option }: { product: Product; option: ProductOption }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const [quantity, setQuantity] = useState(String(firstValidQuantity(option)))
  const context = `${product.name}, ${option.label}`

  const add = useMutation({
    // The use case applies the minimum and the multiple first: off the rule, nothing is sent.
    mutationFn: (wanted: number) => runUseCase(addToCart({ productId: product.id, option, quantity: wanted })),
    onSuccess: (change) => {
      queryClient.setQueryData(cartKeys.count, change.numberOfProductsInCart)
      void queryClient.invalidateQueries({ queryKey: cartKeys.current })
      notifier.success(change.message)
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.cartAdd),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    add.mutate(typedQuantity(quantity))
  }

  return (
    <form className={styles.option} onSubmit={submit} noValidate>
      <div className={styles.optionInfo}>
        <p className={styles.optionLabel}>{option.label}</p>
        <p className={styles.price}>
          {formatEuros(option.unitPriceCents)} <abbr title="hors taxes">HT</abbr> l’unité
        </p>
      </div>
      <QuantityField option={option} value={quantity} onChange={setQuantity} context={context} />
      <button type="submit" className={forms.button} disabled={add.isPending} aria-busy={add.isPending} aria-label={`Ajouter au panier : ${context}`}>
        Ajouter au panier
      </button>
    </form>
  )
}
