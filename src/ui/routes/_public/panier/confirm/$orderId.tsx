import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmedPage } from '../../../../portal/cart/cart-confirmation-page'
import { portalHead } from '../../../../portal/routing/route-head'

export const Route = createFileRoute('/_public/panier/confirm/$orderId')({
  head: portalHead('Commande confirmée'),
  component: OrderConfirmedPage,
})
