import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../../../router/portal-head'
import { OrderConfirmedPage } from '../../../../screens/cart/cart-confirmation-page'

export const Route = createFileRoute('/_public/panier/confirm/$orderId')({
  head: portalHead('Commande confirmée'),
  component: OrderConfirmedPage,
})
