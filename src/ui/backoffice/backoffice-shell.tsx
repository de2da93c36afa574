import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { logoutAdmin } from '../../application/backoffice/admin-session.use-case'
import { BackofficeLayout, ECOMMERCE_NAV } from '../kit/backoffice/backoffice-layout'
import { useRunUseCase } from '../kit/hooks/use-run-use-case'
import { backofficeKeys } from '../kit/backoffice/resource.queries'
import { adminSessionQuery, sessionKeys } from '../app/queries/session.queries'

// The e-commerce back office's frame (spec §2): the kit's layout with its menu and the admin's login.
export function BackofficeShell({ children }: { children: ReactNode }) {
  const runUseCase = useRunUseCase()
  const { data: admin } = useQuery(adminSessionQuery(runUseCase))
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function logout() {
    await runUseCase(logoutAdmin())
    await navigate({ to: '/admin' })
    // Forgotten after leaving, so that the next administrator starts from a clean cache.
    queryClient.removeQueries({ queryKey: sessionKeys.admin })
    queryClient.removeQueries({ queryKey: backofficeKeys.all })
  }

  return (
    <BackofficeLayout
      areaName="Back-office e-commerce"
      nav={ECOMMERCE_NAV}
      who={admin?.login ?? null}
      role={admin?.role ?? null}
      onLogout={logout}
    >
      {children}
    </BackofficeLayout>
  )
}
