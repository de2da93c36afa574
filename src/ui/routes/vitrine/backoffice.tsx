import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../../components/area-layout/area-layout'
import { requireTokens } from '../../router/session-guards'

// The showcase back office needs both sets of its login: the SSO one and the storefront API one.
export const Route = createFileRoute('/vitrine/backoffice')({
  beforeLoad: ({ context }) => requireTokens(context, ['storefront-portal', 'storefront'], '/vitrine/admin'),
  component: StorefrontBackofficeLayout,
})

function StorefrontBackofficeLayout() {
  return (
    <AreaLayout areaName="Back-office vitrine">
      <Outlet />
    </AreaLayout>
  )
}
