import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { logoutAdmin } from '../../application/backoffice/admin-session.use-case'
import { BackofficeLayout, ECOMMERCE_NAV } from '../kit/backoffice/backoffice-layout'
import { useRunUseCase } from '../kit/hooks/use-run-use-case'
import { useAreaLogout } from '../kit/backoffice/use-area-logout'
import { adminSessionQuery, sessionKeys } from '../app/queries/session.queries'
import { useSecurityNav } from './security/use-security-nav'
import { AccessDeniedPage } from './layout/access-denied-page'
import { mayOpenSection } from './layout/section-access'

// The e-commerce back office's frame (spec §2): the kit's layout with its menu (and the security page,
// decision 063) and the admin's login. A section the admin's role may not open shows the access-denied
// page in place of its own (decision 070): the one guard of every page of those sections.
export function BackofficeShell({ children }: { children: ReactNode }) {
  const runUseCase = useRunUseCase()
  const { data: admin } = useQuery(adminSessionQuery(runUseCase))
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const denied = admin != null && !mayOpenSection(admin.role, pathname)
  const logout = useAreaLogout(logoutAdmin, '/admin', sessionKeys.admin)
  const nav = useSecurityNav('backoffice', ECOMMERCE_NAV)

  return (
    <BackofficeLayout
      areaName="Back-office e-commerce"
      nav={nav}
      who={admin?.login ?? null}
      role={admin?.role ?? null}
      onLogout={logout}
    >
      {denied ? <AccessDeniedPage key={pathname} /> : children}
    </BackofficeLayout>
  )
}
