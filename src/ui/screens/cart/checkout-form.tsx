import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { Cart } from '../../../application/ports/cart-gateway'
import type { DeliveryShop } from '../../../application/ports/portal-data'
import forms from '../../components/forms/forms.module.css'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { type DeliveryDraft, useCheckout } from './use-checkout'
import styles from './cart.module.css'

function addressLine(shop: DeliveryShop): string {
  return `${shop.name} — ${shop.address.line1}, ${shop.address.postalCode} ${shop.address.city}`
}

type Props = { readonly cart: Cart; readonly addresses: UseQueryResult<readonly DeliveryShop[]> }

/** Delivery shop, purchase-order reference and comment (saved with the cart), then the order itself. */
export function CheckoutForm({ cart, addresses }: Props) {
  const [draft, setDraft] = useState<DeliveryDraft>({
    deliveryShopId: cart.deliveryShop === null ? '' : String(cart.deliveryShop.id),
    referencePo: cart.referencePo ?? '',
    comment: cart.comment ?? '',
  })
  const shops = addresses.data ?? []
  // Until the user picks one, the cart goes to the first shop the server offers: the user's own.
  const effective: DeliveryDraft = { ...draft, deliveryShopId: draft.deliveryShopId || String(shops[0]?.id ?? '') }
  const checkout = useCheckout(cart)
  const busy = checkout.saving || checkout.validating

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void checkout.save(effective)
  }

  const edit = (field: keyof DeliveryDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }))

  return (
    <form className={`${styles.checkout} ${forms.stack}`} onSubmit={save} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.sectionTitle}>
        Livraison et validation
      </h2>
      <div className={forms.field}>
        <label htmlFor="delivery-shop">Magasin de livraison</label>
        {addresses.isError ? (
          <p className={forms.alert} role="alert">
            {PORTAL_MESSAGES.storesLoad}
          </p>
        ) : (
          <select
            id="delivery-shop"
            className={forms.select}
            value={effective.deliveryShopId}
            onChange={(event) => edit('deliveryShopId')(event.target.value)}
            disabled={addresses.isPending}
            aria-busy={addresses.isPending}
          >
            {addresses.isPending ? <option value="">Chargement des magasins…</option> : null}
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {addressLine(shop)}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className={forms.field}>
        <label htmlFor="reference-po">Référence de commande (bon de commande)</label>
        <input
          id="reference-po"
          className={forms.input}
          maxLength={100}
          value={draft.referencePo}
          onChange={(event) => edit('referencePo')(event.target.value)}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor="order-comment">Commentaire</label>
        <textarea id="order-comment" className={forms.textarea} maxLength={1000} value={draft.comment} onChange={(event) => edit('comment')(event.target.value)} />
      </div>
      <div aria-live="polite">
        {checkout.saved ? <p className={forms.success}>Informations de livraison enregistrées.</p> : null}
        {checkout.refusal === null ? null : (
          <p className={forms.alert} role="alert">
            {checkout.refusal}
          </p>
        )}
      </div>
      <div className={forms.row}>
        <button type="submit" className={forms.secondary} disabled={busy} aria-busy={checkout.saving}>
          Enregistrer
        </button>
        <button type="button" className={forms.button} disabled={busy} aria-busy={checkout.validating} onClick={() => void checkout.validate(effective)}>
          Valider la commande
        </button>
      </div>
    </form>
  )
}
