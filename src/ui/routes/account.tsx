import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { AccountLayout } from '../portal/layout/account-layout'
import { requireShop } from '../portal/routing/route-guards'

export const Route = createFileRoute('/account')({
  // Gives the pages of the area the query client (React Query loads with the first guarded page).
  beforeLoad: ({ context, location }) => requireShop(context, location.href),
  component: AccountArea,
})

// The layout itself reads the cache (shop name, cart badge): the provider wraps all of it.
function AccountArea() {
  const { queryClient } = getRouteApi('/account').useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <AccountLayout />
    </QueryClientProvider>
  )
}
