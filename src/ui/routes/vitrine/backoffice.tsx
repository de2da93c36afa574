import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, Outlet } from '@tanstack/react-router'
import { ShowcaseAdminShell } from '../../showcase-admin/showcase-admin-shell'
import { requireShowcaseAdmin } from '../../showcase-admin/routing/route-guards'

// The showcase back office needs both sets of its login, and the storefront must accept its token.
export const Route = createFileRoute('/vitrine/backoffice')({
  beforeLoad: ({ context }) => requireShowcaseAdmin(context),
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
