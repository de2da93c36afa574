import { createFileRoute } from '@tanstack/react-router'
import { OrderRequestedPage } from '../../../../portal/cart/cart-confirmation-page'
import { portalHead } from '../../../../portal/routing/route-head'

export const Route = createFileRoute('/_public/panier/request/$orderId')({
  head: portalHead('Demande de commande envoyée'),
  component: OrderRequestedPage,
})
