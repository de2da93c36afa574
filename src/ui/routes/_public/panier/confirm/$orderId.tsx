import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmedPage } from '../../../../screens/cart/cart-confirmation-page'

export const Route = createFileRoute('/_public/panier/confirm/$orderId')({
  component: OrderConfirmedPage,
})
