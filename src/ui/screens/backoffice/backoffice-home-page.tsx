import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { logoutAdmin } from '../../../application/session/admin-session.use-case'
import { SessionPanel } from '../../components/session-panel/session-panel'
import { adminSessionQuery, sessionKeys } from '../../queries/session.queries'

// Spec §2 sends /backoffice to the orders list; that list arrives with the back-office orders issue.
export function BackofficeHomePage() {
  const { runUseCase } = useRouteContext({ from: '__root__' })
  const { data: admin } = useSuspenseQuery(adminSessionQuery(runUseCase))
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function logout() {
    await runUseCase(logoutAdmin())
    await navigate({ to: '/admin' })
    queryClient.removeQueries({ queryKey: sessionKeys.admin })
  }

  return (
    <SessionPanel title="Back-office" onLogout={logout}>
      <p>
        Connecté en tant que <strong>{admin?.login}</strong>
      </p>
    </SessionPanel>
  )
}
