import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import type { Shop } from '../../../application/session/ports/auth-gateway'
import { loginShop } from '../../../application/portal/shop-session.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { AuthShell } from '../../kit/auth-shell/auth-shell'
import { LoginCard } from '../../kit/auth-shell/login-card'
import { LoginForm, type LoginAttempt } from '../../kit/login-form/login-form'
import { shopLoginErrorMessage } from '../../kit/messages/error-messages'
import { sessionKeys } from '../../app/queries/session.queries'
import { afterLoginPath } from '../../app/router/login-search'
import styles from './shop-login-page.module.css'

export function ShopLoginPage() {
  const { runUseCase, loadQueryClient } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  // A page opened before the login: a path of this site only, or the catalogue.
  const wanted = afterLoginPath(useSearch({ from: '/login' }))

  const login: LoginAttempt = async (credentials, rememberMe) => {
    let shop: Shop
    try {
      shop = await runUseCase(loginShop(credentials, rememberMe))
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      return { failure: shopLoginErrorMessage(failure) }
    }
    // The account screens read the shop from the cache: no second /auth/current right after login.
    // React Query loads here, not with the page: the area this login leads to needs it anyway.
    const queryClient = await loadQueryClient()
    queryClient.setQueryData(sessionKeys.shop, shop)
    await navigate({ href: wanted })
    return null
  }

  return (
    <AuthShell>
      <LoginCard
        title="Connexion à l’espace client"
        intro="Identifiez-vous pour accéder au catalogue et aux commandes de votre boutique."
      >
        <LoginForm onLogin={login} />
        <p className={styles.forgot}>
          <Link to="/forgot-password">Mot de passe oublié ?</Link>
        </p>
      </LoginCard>
    </AuthShell>
  )
}
