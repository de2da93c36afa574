import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../../../app/router/portal-head'
import { OrderRequestedPage } from '../../../../portal/cart/cart-confirmation-page'

export const Route = createFileRoute('/_public/panier/request/$orderId')({
  head: portalHead('Demande de commande envoyée'),
  component: OrderRequestedPage,
})
