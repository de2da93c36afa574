import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../../../app/router/portal-head'
import { OrderConfirmedPage } from '../../../../portal/cart/cart-confirmation-page'

export const Route = createFileRoute('/_public/panier/confirm/$orderId')({
  head: portalHead('Commande confirmée'),
  component: OrderConfirmedPage,
})
