import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, Outlet, redirect } from '@tanstack/react-router'
import { BackofficeShell } from '../backoffice/backoffice-shell'
import { requireAdmin } from '../backoffice/routing/route-guards'

export const Route = createFileRoute('/backoffice')({
  // A token must be present and the server must still know the admin (the header shows their login;
  // the column chooser remembers choices per admin). The query factory is loaded on demand: this
  // guard runs from the entry chunk.
  beforeLoad: async ({ context }) => {
    const area = await requireAdmin(context)
    const { adminSessionQuery } = await import('../app/queries/session.queries')
    const admin = await area.queryClient.ensureQueryData(adminSessionQuery(context.runUseCase))
    if (admin === null) throw redirect({ to: '/admin', replace: true })
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
