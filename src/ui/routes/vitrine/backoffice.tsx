import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, Outlet } from '@tanstack/react-router'
import { ShowcaseAdminShell } from '../../showcase-admin/showcase-admin-shell'
import { requireEnrolment, requireShowcaseAdmin } from '../../showcase-admin/routing/route-guards'

// The showcase back office needs both sets of its login, and the storefront must accept its token; an
// administrator the second-factor policy applies to sees only the security page until enrolled (decision 063).
export const Route = createFileRoute('/vitrine/backoffice')({
  beforeLoad: async ({ context, location }) => {
    const area = await requireShowcaseAdmin(context)
    await requireEnrolment({ ...area, runUseCase: context.runUseCase }, 'showcase-admin', location.pathname)
    return area
  },
  component: ShowcaseAdminLayout,
})

function ShowcaseAdminLayout() {
  const { queryClient } = getRouteApi('/vitrine/backoffice').useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <ShowcaseAdminShell>
        <Outlet />
      </ShowcaseAdminShell>
    </QueryClientProvider>
  )
}
