import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { loginAdmin } from '../../../application/session/admin-session.use-case'
import { LoginCard } from '../../components/auth-shell/login-card'
import { LoginForm, type LoginAttempt } from '../../components/login-form/login-form'
import { adminLoginErrorMessage } from '../../messages/error-messages'
import { sessionKeys } from '../../queries/session.queries'

// Rendered inside the public layout, as spec §2 lists /admin among the public routes.
export function AdminLoginPage() {
  const { runUseCase, loadQueryClient } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()

  const login: LoginAttempt = async (credentials, rememberMe) => {
    const result = await runUseCase(loginAdmin(credentials, rememberMe))
    if (!result.ok) return { failure: adminLoginErrorMessage(result.error) }
    // React Query loads here, not with the page: the area this login leads to needs it anyway.
    const queryClient = await loadQueryClient()
    queryClient.setQueryData(sessionKeys.admin, result.value)
    await navigate({ to: '/backoffice' })
    return null
  }

  return (
    <LoginCard title="Connexion au back-office" intro="Espace réservé aux administrateurs de la boutique en ligne.">
      <LoginForm onLogin={login} />
    </LoginCard>
  )
}
