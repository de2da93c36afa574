import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../components/area-layout/area-layout'
import { requireTokens } from '../router/session-guards'

export const Route = createFileRoute('/backoffice')({
  beforeLoad: ({ context }) => requireTokens(context, ['admin'], '/admin'),
  component: BackofficeLayout,
})

function BackofficeLayout() {
  return (
    <AreaLayout areaName="Back-office e-commerce">
      <Outlet />
    </AreaLayout>
  )
}
