import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Cart } from '../../../application/ports/cart-gateway'
import { saveDeliveryDetails } from '../../../application/portal/cart.use-case'
import { type CartOrdered, validateCart } from '../../../application/portal/validate-cart.use-case'
import { useFailureNotice } from '../../hooks/use-failure-notice'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { FALLBACK_MESSAGES, PORTAL_MESSAGES } from '../../messages/portal-messages'
import { cartKeys } from '../../queries/cart-count.query'
import { orderKeys } from '../../queries/orders.queries'
import { validationKeys } from '../../queries/validation.queries'

/** The form's text: the select gives an id as a string, '' when none is chosen yet. */
export type DeliveryDraft = { readonly deliveryShopId: string; readonly referencePo: string; readonly comment: string }

function unchanged(cart: Cart, draft: DeliveryDraft): boolean {
  return (
    draft.deliveryShopId === String(cart.deliveryShop?.id ?? '') &&
    draft.referencePo.trim() === (cart.referencePo ?? '') &&
    draft.comment.trim() === (cart.comment ?? '')
  )
}

/** Saving the delivery details and validating the cart (spec §4), with what the form must show. */
export function useCheckout(cart: Cart) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const notice = useFailureNotice()
  const [saving, setSaving] = useState(false)
  const [validating, setValidating] = useState(false)
  const [saved, setSaved] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  async function store(draft: DeliveryDraft): Promise<boolean> {
    const deliveryShopId = Number(draft.deliveryShopId)
    // Nothing to store: no shop could be chosen (their list failed) or nothing changed.
    if (!Number.isSafeInteger(deliveryShopId) || deliveryShopId <= 0 || unchanged(cart, draft)) return true
    try {
      const details = { deliveryShopId, referencePo: draft.referencePo, comment: draft.comment }
      const saved = await runUseCase(saveDeliveryDetails(details))
      queryClient.setQueryData(cartKeys.current, saved)
      return true
    } catch (thrown) {
      setRefusal(notice(thrown, FALLBACK_MESSAGES.deliverySave))
      return false
    }
  }

  async function save(draft: DeliveryDraft) {
    setSaving(true)
    setSaved(false)
    setRefusal(null)
    const stored = await store(draft)
    setSaving(false)
    setSaved(stored)
  }

  async function validate(draft: DeliveryDraft) {
    setValidating(true)
    setSaved(false)
    setRefusal(null)
    if (!(await store(draft))) {
      setValidating(false)
      return
    }
    let ordered: CartOrdered
    try {
      ordered = await runUseCase(validateCart(cart.id))
    } catch (thrown) {
      // A refusal (success: false) carries the server's message, which spec §4 wants shown.
      setRefusal(notice(thrown, PORTAL_MESSAGES.cartValidate))
      setValidating(false)
      return
    }
    const { order, confirmation } = ordered
    await navigate({ to: confirmation === 'confirm' ? '/panier/confirm/$orderId' : '/panier/request/$orderId', params: { orderId: String(order.id) } })
    // The cart is a new, empty one now, and the order shows up in the lists.
    for (const queryKey of [cartKeys.all, orderKeys.all, validationKeys.all]) void queryClient.invalidateQueries({ queryKey })
  }

  return { saving, validating, saved, refusal, save, validate }
}
