import { createFileRoute } from '@tanstack/react-router'
import { ShopLoginPage } from '../portal/login/shop-login-page'
import { portalHead, rawLoginSearch } from '../portal/routing/route-head'
import { skipLoginWhenSignedIn } from '../portal/routing/route-guards'

export const Route = createFileRoute('/login')({
  head: portalHead('Connexion'),
  validateSearch: rawLoginSearch,
  beforeLoad: ({ context, search }) => skipLoginWhenSignedIn(context, search),
  component: ShopLoginPage,
})
