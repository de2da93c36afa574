import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../app/router/portal-head'
import { rawLoginSearch } from '../app/router/raw-login-search'
import { skipLoginWhenSignedIn } from '../app/router/lazy-guards'
import { ShopLoginPage } from '../portal/login/shop-login-page'

export const Route = createFileRoute('/login')({
  head: portalHead('Connexion'),
  validateSearch: rawLoginSearch,
  beforeLoad: ({ context, search }) => skipLoginWhenSignedIn(context, search),
  component: ShopLoginPage,
})
