import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ACCOUNT_CRUMBS } from '../../components/breadcrumbs/breadcrumbs'
import { FrancoMeter } from '../../components/franco-meter/franco-meter'
import { FormAlert } from '../../components/forms/form-messages'
import { EmptyState } from '../../components/list-states/list-states'
import { OrderTotals } from '../../components/order-totals/order-totals'
import { PortalPage } from '../../components/portal-page/portal-page'
import { routeLoadError } from '../../components/route-load-error/route-load-error'
import { useRunUseCase } from '../../hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../../messages/portal-messages'
import { cartQuery, deliveryAddressesQuery } from '../../queries/cart.queries'
import { CartLines } from './cart-lines'
import { CheckoutForm } from './checkout-form'
import { EmptyCartButton } from './empty-cart-button'
import styles from './cart.module.css'
import { type TypedQuantities, TypedQuantitiesProvider } from './typed-quantities-context'

const TITLE = 'Mon panier'

export const CartLoadError = routeLoadError({ trail: ACCOUNT_CRUMBS, title: TITLE, message: PORTAL_MESSAGES.cartLoad })

export function CartPage() {
  const runUseCase = useRunUseCase()
  const { data: cart } = useSuspenseQuery(cartQuery(runUseCase))
  // Secondary: the cart stays usable if the shops cannot load; the form says so on its own.
  const addresses = useQuery({ ...deliveryAddressesQuery(runUseCase), enabled: cart.lines.length > 0 })
  const typed = useRef<TypedQuantities>(new Map()).current
  // Kept above the cart: the reloaded cart may be empty, and the checkout form gone with it.
  const [staleNotice, setStaleNotice] = useState<string | null>(null)
  const notice = staleNotice === null ? null : <FormAlert>{staleNotice}</FormAlert>

  if (cart.lines.length === 0) {
    return (
      <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE}>
        {notice}
        <EmptyState>
          <p>Votre panier est vide.</p>
          <p>
            <Link to="/account/catalog">Parcourir le catalogue</Link>
          </p>
        </EmptyState>
      </PortalPage>
    )
  }

  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE} actions={<EmptyCartButton />}>
      {notice}
      <TypedQuantitiesProvider value={typed}>
        <CartLines lines={cart.lines} />
        <div className={styles.summary}>
          <div className={styles.summaryColumn}>
            <FrancoMeter franco={cart.franco} />
            <OrderTotals
              label="Totaux du panier"
              totals={{
                subtotalCents: cart.subtotalCents,
                shippingCents: cart.shippingCents,
                vatCents: cart.vatCents,
                totalTtcCents: cart.totalTtcCents,
              }}
            />
          </div>
          <CheckoutForm cart={cart} addresses={addresses} onStale={setStaleNotice} />
        </div>
      </TypedQuantitiesProvider>
    </PortalPage>
  )
}
