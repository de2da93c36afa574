import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, Outlet } from '@tanstack/react-router'
import { CartAccountBar } from '../../portal/cart/cart-account-bar'
import { requireShop } from '../../portal/routing/route-guards'

// The cart and its confirmations share the customer guard (spec §6); each page renders itself.
export const Route = createFileRoute('/_public/panier')({
  // Gives the pages the query client (React Query loads with the first guarded page).
  beforeLoad: ({ context, location }) => requireShop(context, location.href),
  component: CartArea,
})

function CartArea() {
  const { queryClient } = getRouteApi('/_public/panier').useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <CartAccountBar />
      <Outlet />
    </QueryClientProvider>
  )
}
