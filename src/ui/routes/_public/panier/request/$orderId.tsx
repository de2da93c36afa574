import { createFileRoute } from '@tanstack/react-router'
import { OrderRequestedPage } from '../../../../screens/cart/cart-confirmation-page'

export const Route = createFileRoute('/_public/panier/request/$orderId')({
  component: OrderRequestedPage,
})
