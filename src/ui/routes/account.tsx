import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../components/area-layout/area-layout'
import { requireTokens } from '../router/session-guards'

export const Route = createFileRoute('/account')({
  beforeLoad: ({ context }) => requireTokens(context, ['shop'], '/login'),
  component: AccountLayout,
})

function AccountLayout() {
  return (
    <AreaLayout areaName="Espace client">
      <Outlet />
    </AreaLayout>
  )
}
