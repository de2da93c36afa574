import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { logoutShowcaseAdmin } from '../../../application/session/showcase-admin-session.use-case'
import { SessionPanel } from '../../components/session-panel/session-panel'
import { showcaseAdminSessionKey, showcaseAdminSessionQuery } from '../../queries/showcase-admin-session.queries'

// The home of the showcase back office (homeVitrine): who is signed in and the way out. The content
// management screens of issue 9 come next.
export function StorefrontBackofficeHomePage() {
  const { runUseCase } = useRouteContext({ from: '__root__' })
  const { data: admin } = useSuspenseQuery(showcaseAdminSessionQuery(runUseCase))
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function logout() {
    await runUseCase(logoutShowcaseAdmin())
    // loginAdminVitrine (spec §2).
    await navigate({ to: '/vitrine/admin' })
    queryClient.removeQueries({ queryKey: showcaseAdminSessionKey })
  }

  return (
    <SessionPanel title="Back-office vitrine" onLogout={logout}>
      <p>
        Connecté en tant que <strong>{admin?.login}</strong>
        {admin !== null && <> ({admin.email})</>}
      </p>
    </SessionPanel>
  )
}
