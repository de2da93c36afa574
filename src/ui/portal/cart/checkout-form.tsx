import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { Cart } from '../../../application/portal/ports/cart-gateway'
import type { DeliveryShop } from '../../../application/portal/ports/portal-data'
import { Field, ValueInput, ValueTextArea } from '../../kit/forms/field'
import { FormAlert, FormSuccess } from '../../kit/forms/form-messages'
import forms from '../../kit/forms/forms.module.css'
import { SubmitButton } from '../../kit/forms/submit-button'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { type DeliveryDraft, useCheckout } from './use-checkout'
import styles from './cart.module.css'
import { useTypedQuantities } from './typed-quantities-context'

function addressLine(shop: DeliveryShop): string {
  return `${shop.name} — ${shop.address.line1}, ${shop.address.postalCode} ${shop.address.city}`
}

type Props = {
  readonly cart: Cart
  readonly addresses: UseQueryResult<readonly DeliveryShop[]>
  /** Told when the cart turns out to be ordered already (another tab): the page says it above the cart. */
  readonly onStale: (message: string) => void
}

/** Delivery shop, purchase-order reference and comment (saved with the cart), then the order itself. */
export function CheckoutForm({ cart, addresses, onStale }: Props) {
  const [draft, setDraft] = useState<DeliveryDraft>({
    deliveryShopId: cart.deliveryShop === null ? '' : String(cart.deliveryShop.id),
    referencePo: cart.referencePo ?? '',
    comment: cart.comment ?? '',
  })
  const shops = addresses.data ?? []
  // Until the user picks one, the cart goes to the first shop the server offers: the user's own.
  const effective: DeliveryDraft = { ...draft, deliveryShopId: draft.deliveryShopId || String(shops[0]?.id ?? '') }
  const checkout = useCheckout(cart, { typed: useTypedQuantities(), onStale })
  const busy = checkout.saving || checkout.validating

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void checkout.save(effective)
  }

  const edit = (field: keyof DeliveryDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))

  return (
    <form className={`${styles.checkout} ${forms.stack}`} onSubmit={save} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.sectionTitle}>
        Livraison et validation
      </h2>
      <Field id="delivery-shop" label="Magasin de livraison">
        {(control) =>
          addresses.isError ? (
            <FormAlert>{PORTAL_MESSAGES.storesLoad}</FormAlert>
          ) : (
            <select
              {...control}
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
          )
        }
      </Field>
      <ValueInput
        id="reference-po"
        label="Référence de commande (bon de commande)"
        maxLength={100}
        value={draft.referencePo}
        onValue={edit('referencePo')}
      />
      <ValueTextArea
        id="order-comment"
        label="Commentaire"
        maxLength={1000}
        value={draft.comment}
        onValue={edit('comment')}
      />
      <div aria-live="polite">
        {checkout.saved ? <FormSuccess>Informations de livraison enregistrées.</FormSuccess> : null}
        {checkout.refusal === null ? null : <FormAlert>{checkout.refusal}</FormAlert>}
      </div>
      <div className={forms.row}>
        <SubmitButton variant="secondary" busy={checkout.saving} disabled={busy}>
          Enregistrer
        </SubmitButton>
        <SubmitButton
          type="button"
          busy={checkout.validating}
          disabled={busy}
          onClick={() => void checkout.validate(effective)}
        >
          Valider la commande
        </SubmitButton>
      </div>
    </form>
  )
}
