import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { Product } from '../../../application/portal/ports/catalog-gateway'
import type { ProductOption } from '../../../application/portal/ports/portal-data'
import { addToCart } from '../../../application/portal/cart.use-case'
import { formatEuros } from '../../../domain/money'
import forms from '../../kit/forms/forms.module.css'
import { firstValidQuantity, QuantityField, typedQuantity } from './quantity-field'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'
import { cartKeys } from '../cart/cart-count.query'
import { ProofRequiredBadge } from '../cart/proof-required-badge'
import { CATALOG_CART_MESSAGES as M } from './catalog-messages'
import styles from './catalog.module.css'
import { PriceTiersList } from '../pricing/price-tiers-list'
import { inStockText } from '../../../domain/brand-stock'
import { EstimatedDelivery } from '../pricing/estimated-delivery'

type Props = {
  readonly product: Product
  readonly option: ProductOption & { readonly stock: number | null }
  /** The quantity of this (product, option) already in the open cart, null when it is not there. */
  readonly inCart: number | null
  /** `REF#2`: how a quick order names this option, shown when the product has several. */
  readonly quickOrderCode: string | null
}

/** One option of a product: its price and rule, a quantity, and the add (or update) button. */
export function AddToCartForm({ product, option, inCart, quickOrderCode }: Props) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  // Already in the cart: the field starts from the cart's quantity, since the call sets it (decisions §5).
  const [quantity, setQuantity] = useState(String(inCart ?? firstValidQuantity(option)))
  const context = `${product.name}, ${option.label}`
  const action = inCart === null ? M.add : M.update

  const add = useMutation({
    // The use case applies the minimum and the multiple first: off the rule, nothing is sent.
    mutationFn: async (wanted: number) => ({
      change: await runUseCase(addToCart({ productId: product.id, option, quantity: wanted })),
      updated: inCart !== null,
    }),
    onSuccess: ({ change, updated }) => {
      queryClient.setQueryData(cartKeys.count, change.numberOfProductsInCart)
      void queryClient.invalidateQueries({ queryKey: cartKeys.current })
      notifier.success(updated ? M.quantityUpdated : change.message)
    },
    onError: (thrown) => notice(thrown, PORTAL_MESSAGES.cartAdd),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (add.isPending) return
    add.mutate(typedQuantity(quantity))
  }

  return (
    <form className={styles.option} onSubmit={submit} noValidate>
      <div className={styles.optionInfo}>
        <p className={styles.optionLabel}>{option.label}</p>
        {option.proofRequired && option.stock === null ? <ProofRequiredBadge /> : null}
        {option.stock === null ? null : (
          <>
            <p className={styles.meta}>{inStockText(option.stock)}</p>
            {/* From stock: no production days, so its own day (docs/decisions/077-brand-stock.md). */}
            <EstimatedDelivery day={product.estimatedDeliveryFromStock} />
          </>
        )}
        <p className={styles.price}>
          {formatEuros(option.unitPriceCents)} <abbr title="hors taxes">HT</abbr> l’unité
        </p>
        <PriceTiersList tiers={option.priceTiers} />
        {quickOrderCode === null ? null : (
          <p className={styles.meta}>
            Commande rapide : <code>{quickOrderCode}</code>
          </p>
        )}
        {inCart === null ? null : <p className={styles.inCart}>{M.alreadyInCart(inCart)}</p>}
      </div>
      <QuantityField option={option} value={quantity} onChange={setQuantity} context={context} />
      <button
        type="submit"
        className={forms.button}
        // aria-disabled, not disabled: a disabled button drops the focus to <body>.
        aria-disabled={add.isPending}
        aria-busy={add.isPending}
        aria-label={`${action} : ${context}`}
      >
        {action}
      </button>
    </form>
  )
}
