import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, Outlet, redirect } from '@tanstack/react-router'
import { BackofficeShell } from '../backoffice/backoffice-shell'
import { requireAdmin, requireEnrolment } from '../backoffice/routing/route-guards'

export const Route = createFileRoute('/backoffice')({
  // A token must be present and the server must still know the admin (the header shows their login;
  // the column chooser remembers choices per admin). The query factory is loaded on demand: this
  // guard runs from the entry chunk.
  // The page asked for rides along to /admin (decision 043). An administrator the second-factor policy
  // applies to sees only the security page until they turn it on (decision 063).
  beforeLoad: async ({ context, location }) => {
    const area = await requireAdmin(context, location.href)
    const { adminSessionQuery } = await import('../app/queries/session.queries')
    const admin = await area.queryClient.ensureQueryData(adminSessionQuery(context.runUseCase))
    if (admin === null) throw redirect({ to: '/admin', search: { redirect: location.href }, replace: true })
    await requireEnrolment({ ...area, runUseCase: context.runUseCase }, 'backoffice', location.pathname)
    return area
  },
  component: BackofficeLayoutRoute,
})

function BackofficeLayoutRoute() {
  const { queryClient } = getRouteApi('/backoffice').useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <BackofficeShell>
        <Outlet />
      </BackofficeShell>
    </QueryClientProvider>
  )
}
