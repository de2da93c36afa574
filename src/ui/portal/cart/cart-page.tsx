import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { FrancoMeter } from './franco-meter'
import { FormAlert } from '../../kit/forms/form-messages'
import { EmptyState } from '../../kit/list-states/list-states'
import { OrderTotals } from '../orders/order-totals'
import { PortalPage } from '../layout/portal-page'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { PORTAL_MESSAGES } from '../portal-ui-messages'
import { cartQuery, deliveryAddressesQuery } from './cart.queries'
import { BudgetNotice } from './budget-notice'
import { CartLines } from './cart-lines'
import { CheckoutForm } from './checkout-form'
import { EmptyCartButton } from './empty-cart-button'
import styles from './cart.module.css'
import { EstimatedDelivery } from '../pricing/estimated-delivery'
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
            {/* The latest line's day: when the whole order would be there (docs/decisions/075). */}
            <EstimatedDelivery day={cart.estimatedDelivery} />
            <OrderTotals
              label="Totaux du panier"
              totals={{
                subtotalCents: cart.subtotalCents,
                shippingCents: cart.shippingCents,
                vatCents: cart.vatCents,
                vatRateBasisPoints: cart.vatRateBasisPoints,
                totalTtcCents: cart.totalTtcCents,
              }}
            />
            <BudgetNotice subtotalCents={cart.subtotalCents} />
          </div>
          <CheckoutForm cart={cart} addresses={addresses} onStale={setStaleNotice} />
        </div>
      </TypedQuantitiesProvider>
    </PortalPage>
  )
}
