import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../components/area-layout/area-layout'
import { requireAdmin } from '../router/session-guards'

export const Route = createFileRoute('/backoffice')({
  // Gives the pages of the area the query client (React Query loads with the first guarded page).
  beforeLoad: ({ context }) => requireAdmin(context),
  component: BackofficeLayout,
})

function BackofficeLayout() {
  const { queryClient } = getRouteApi('/backoffice').useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout areaName="Back-office e-commerce">
        <Outlet />
      </AreaLayout>
    </QueryClientProvider>
  )
}
