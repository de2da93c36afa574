import { createFileRoute } from '@tanstack/react-router'
import { ShopLoginPage } from '../screens/shop-login/shop-login-page'

export const Route = createFileRoute('/login')({
  component: ShopLoginPage,
})
