import { createFileRoute } from '@tanstack/react-router'
import { requireTokens } from '../../router/session-guards'
import { CartPlaceholderPage } from '../../screens/cart/cart-placeholder-page'

export const Route = createFileRoute('/_public/panier')({
  beforeLoad: ({ context }) => requireTokens(context, ['shop'], '/login'),
  component: CartPlaceholderPage,
})
