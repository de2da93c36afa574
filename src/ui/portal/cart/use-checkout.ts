import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { type Cart, CartGateway } from '../../../application/portal/ports/cart-gateway'
import { changeCartLineQuantity } from '../../../application/portal/cart.use-case'
import { type CartOrdered, validateCart } from '../../../application/portal/validate-cart.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { CART_MESSAGES } from '../../../domain/messages/portal-messages'
import { pendingQuantityEdits } from '../../../domain/pending-quantities'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { FALLBACK_MESSAGES, PORTAL_MESSAGES } from '../portal-ui-messages'
import { notifier } from '../../kit/notifications/notifier'
import { cartKeys } from './cart-count.query'
import { cartQuery } from './cart.queries'
import { orderKeys } from '../orders/orders.queries'
import { validationKeys } from '../order-validation/validation.queries'
import type { TypedQuantities } from './typed-quantities-context'

/** The form's text: the select gives an id as a string, '' when none is chosen yet. */
export type DeliveryDraft = { readonly deliveryShopId: string; readonly referencePo: string; readonly comment: string }

/** Said when this page's cart was ordered elsewhere (another tab): the cart is then read again (defect 9). */
export const STALE_CART_MESSAGE =
  'Commande déjà traitée : ce panier a déjà été commandé. ' + 'Votre panier a été rechargé.'

function unchanged(cart: Cart, draft: DeliveryDraft): boolean {
  return (
    draft.deliveryShopId === String(cart.deliveryShop?.id ?? '') &&
    draft.referencePo.trim() === (cart.referencePo ?? '') &&
    draft.comment.trim() === (cart.comment ?? '')
  )
}

type Options = { readonly typed: TypedQuantities; readonly onStale: (message: string) => void }

/** Saving the delivery details and validating the cart (spec §4), with what the form must show. */
export function useCheckout(cart: Cart, { typed, onStale }: Options) {
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
      const saved = await runUseCase(CartGateway.use((cart) => cart.saveDeliveryDetails(details)))
      queryClient.setQueryData(cartKeys.current, saved)
      return true
    } catch (thrown) {
      setRefusal(notice(thrown, FALLBACK_MESSAGES.deliverySave))
      return false
    }
  }

  function stale() {
    setValidating(false)
    notifier.error(STALE_CART_MESSAGE)
    onStale(STALE_CART_MESSAGE)
    void queryClient.invalidateQueries({ queryKey: cartKeys.all })
  }

  // Another tab may have ordered this cart: then nothing of this page may reach the new, open one.
  async function stillOpen(): Promise<boolean> {
    try {
      const current = await queryClient.fetchQuery({ ...cartQuery(runUseCase), staleTime: 0 })
      return current.id === cart.id
    } catch {
      return true // the order call itself will say what is wrong
    }
  }

  // Quantities typed without "Mettre à jour" are saved first (defect 4): the order is what the page shows.
  async function applyTypedQuantities(): Promise<boolean> {
    for (const edit of pendingQuantityEdits(cart.lines, typed)) {
      const line = cart.lines.find((candidate) => candidate.id === edit.lineId)
      if (line === undefined) continue
      try {
        await runUseCase(changeCartLineQuantity(line, edit.quantity))
      } catch (thrown) {
        const message = notice(thrown, PORTAL_MESSAGES.cartAdd)
        setRefusal(message === null ? null : `${line.product.name}, ${line.option.label} : ${message}`)
        void queryClient.invalidateQueries({ queryKey: cartKeys.all })
        return false
      }
    }
    return true
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
    if (!(await stillOpen())) return stale()
    if (!(await store(draft)) || !(await applyTypedQuantities())) return setValidating(false)
    let ordered: CartOrdered
    try {
      ordered = await runUseCase(validateCart(cart.id))
    } catch (thrown) {
      setValidating(false)
      // Ordered meanwhile (a race with another tab): say so and show the cart as it is now.
      const failure = failureOf(thrown)
      if (failure?._tag === 'Rejected' && failure.message === CART_MESSAGES.alreadyOrdered) return stale()
      const message = notice(thrown, PORTAL_MESSAGES.cartValidate)
      // A refusal (success: false) carries the server's message, which spec §4 wants shown.
      setRefusal(message)
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      return
    }
    const { order, confirmation } = ordered
    await navigate({
      to: confirmation === 'confirm' ? '/panier/confirm/$orderId' : '/panier/request/$orderId',
      params: { orderId: String(order.id) },
    })
    // The cart is a new, empty one now, and the order shows up in the lists.
    for (const queryKey of [cartKeys.all, orderKeys.all, validationKeys.all])
      void queryClient.invalidateQueries({ queryKey })
  }

  return { saving, validating, saved, refusal, save, validate }
}
