import { useNavigate, useRouteContext } from '@tanstack/react-router'
import type { Effect } from 'effect'
import type { AppServices } from '../../../application/app-services'
import type { Credentials } from '../../../application/session/ports/auth-gateway'
import { type Failure, failureOf } from '../../../application/use-case-failure'
import { LoginCard } from '../../kit/auth-shell/login-card'
import { LoginForm, type LoginAttempt } from '../../kit/login-form/login-form'
import { loginAdmin } from '../../../application/backoffice/admin-session.use-case'
import { adminLoginErrorMessage } from '../../kit/messages/error-messages'
import { sessionKeys } from '../../app/queries/session.queries'

/*
 * The login card of either back office (/admin, and /vitrine/admin through ShowcaseAdminLoginPage). It
 * stays out of the back-office kit, whose chunk a public page must not load (scripts/vite-chunks.ts). An
 * expected failure shows in the form; on success the administrator goes to the session cache the area's
 * guard reads, so that it need not ask the server again, then to the area's home. React Query loads here,
 * not with the page: the area this login leads to needs it anyway.
 */

type AdminLoginCardProps<A> = {
  readonly title: string
  readonly intro: string
  readonly login: (credentials: Credentials, rememberMe: boolean) => Effect.Effect<A, Failure, AppServices>
  readonly failureMessage: (failure: Failure) => string
  readonly sessionKey: readonly unknown[]
  readonly home: '/backoffice' | '/vitrine/backoffice'
}

export function AdminLoginCard<A>({ title, intro, login, failureMessage, sessionKey, home }: AdminLoginCardProps<A>) {
  const { runUseCase, loadQueryClient } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()

  const attempt: LoginAttempt = async (credentials, rememberMe) => {
    let admin: A
    try {
      admin = await runUseCase(login(credentials, rememberMe))
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      return { failure: failureMessage(failure) }
    }
    const queryClient = await loadQueryClient()
    queryClient.setQueryData(sessionKey, admin)
    await navigate({ to: home })
    return null
  }

  return (
    <LoginCard title={title} intro={intro}>
      <LoginForm onLogin={attempt} />
    </LoginCard>
  )
}

// Rendered inside the public layout, as spec §2 lists /admin among the public routes.
export function AdminLoginPage() {
  return (
    <AdminLoginCard
      title="Connexion au back-office"
      intro="Espace réservé aux administrateurs de la boutique en ligne."
      login={loginAdmin}
      failureMessage={adminLoginErrorMessage}
      sessionKey={sessionKeys.admin}
      home="/backoffice"
    />
  )
}
