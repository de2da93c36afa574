import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../../../router/portal-head'
import { OrderRequestedPage } from '../../../../screens/cart/cart-confirmation-page'

export const Route = createFileRoute('/_public/panier/request/$orderId')({
  head: portalHead('Demande de commande envoyée'),
  component: OrderRequestedPage,
})
