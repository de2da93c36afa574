import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../router/portal-head'
import { rawLoginSearch } from '../router/raw-login-search'
import { skipLoginWhenSignedIn } from '../router/lazy-guards'
import { ShopLoginPage } from '../screens/shop-login/shop-login-page'

export const Route = createFileRoute('/login')({
  head: portalHead('Connexion'),
  validateSearch: rawLoginSearch,
  beforeLoad: ({ context, search }) => skipLoginWhenSignedIn(context, search),
  component: ShopLoginPage,
})
