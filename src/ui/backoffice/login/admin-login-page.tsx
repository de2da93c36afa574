import { useNavigate, useRouteContext } from '@tanstack/react-router'
import type { Admin } from '../../../application/session/ports/auth-gateway'
import { loginAdmin } from '../../../application/backoffice/admin-session.use-case'
import { failureOf } from '../../../application/use-case-failure'
import { LoginCard } from '../../kit/auth-shell/login-card'
import { LoginForm, type LoginAttempt } from '../../kit/login-form/login-form'
import { adminLoginErrorMessage } from '../../kit/messages/error-messages'
import { sessionKeys } from '../../app/queries/session.queries'

// Rendered inside the public layout, as spec §2 lists /admin among the public routes.
export function AdminLoginPage() {
  const { runUseCase, loadQueryClient } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()

  const login: LoginAttempt = async (credentials, rememberMe) => {
    let admin: Admin
    try {
      admin = await runUseCase(loginAdmin(credentials, rememberMe))
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      return { failure: adminLoginErrorMessage(failure) }
    }
    // React Query loads here, not with the page: the area this login leads to needs it anyway.
    const queryClient = await loadQueryClient()
    queryClient.setQueryData(sessionKeys.admin, admin)
    await navigate({ to: '/backoffice' })
    return null
  }

  return (
    <LoginCard title="Connexion au back-office" intro="Espace réservé aux administrateurs de la boutique en ligne.">
      <LoginForm onLogin={login} />
    </LoginCard>
  )
}
