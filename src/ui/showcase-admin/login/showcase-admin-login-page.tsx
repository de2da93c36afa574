import { useNavigate, useRouteContext } from '@tanstack/react-router'
import type { ShowcaseAdmin } from '../../../application/showcase-admin/ports/showcase-admin-gateway'
import { loginShowcaseAdmin } from '../../../application/showcase-admin/showcase-admin-session.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { LoginCard } from '../../kit/auth-shell/login-card'
import { LoginForm, type LoginAttempt } from '../../kit/login-form/login-form'
import { showcaseAdminLoginErrorMessage } from '../../kit/messages/error-messages'
import { showcaseAdminSessionKey } from '../showcase-admin-session.queries'

// /vitrine/admin: the two-step showcase admin login (spec §4) behind the one login form of the site.
export function ShowcaseAdminLoginPage() {
  const { runUseCase, loadQueryClient } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()

  const login: LoginAttempt = async (credentials, rememberMe) => {
    let admin: ShowcaseAdmin
    try {
      admin = await runUseCase(loginShowcaseAdmin(credentials, rememberMe))
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      return { failure: showcaseAdminLoginErrorMessage(failure) }
    }
    // The storefront has just accepted this administrator: the guard need not ask again.
    const queryClient = await loadQueryClient()
    queryClient.setQueryData(showcaseAdminSessionKey, admin)
    // homeVitrine (spec §2).
    await navigate({ to: '/vitrine/backoffice' })
    return null
  }

  return (
    <LoginCard title="Connexion au back-office vitrine" intro="Espace réservé aux administrateurs du site vitrine.">
      <LoginForm onLogin={login} />
    </LoginCard>
  )
}
