import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { logoutShowcaseAdmin } from '../../application/showcase-admin/showcase-admin-session.use-case'
import { BackofficeLayout, type NavItem } from '../kit/backoffice/backoffice-layout'
import { useRunUseCase } from '../kit/hooks/use-run-use-case'
import { useAreaLogout } from '../kit/backoffice/use-area-logout'
import { showcaseAdminSessionKey, showcaseAdminSessionQuery } from './showcase-admin-session.queries'
import { useSecurityNav } from '../backoffice/security/use-security-nav'

// Spec §2: the sections of the showcase back office, plus its media library (decision 036).
export const SHOWCASE_NAV: readonly NavItem[] = [
  { label: 'Accueil du site', to: '/vitrine/backoffice/home' },
  { label: 'Catégories', to: '/vitrine/backoffice/category' },
  { label: 'Attributs', to: '/vitrine/backoffice/attribut' },
  { label: 'Produits', to: '/vitrine/backoffice/product' },
  { label: 'Blog', to: '/vitrine/backoffice/blog' },
  { label: 'Offres d’emploi', to: '/vitrine/backoffice/job' },
  { label: 'Partenaires', to: '/vitrine/backoffice/partenariat' },
  { label: 'Catalogues', to: '/vitrine/backoffice/catalog' },
  { label: 'Médiathèque', to: '/vitrine/backoffice/media' },
  { label: 'Utilisateurs e-commerce', to: '/vitrine/backoffice/ecommerce/utilisateur' },
  { label: 'Administration', to: '/vitrine/backoffice/administration' },
]

// The showcase back office's frame: the kit's layout with its menu, the administrator's login and the
// two-step logout (storefront then SSO), then loginAdminVitrine (spec §2).
export function ShowcaseAdminShell({ children }: { children: ReactNode }) {
  const runUseCase = useRunUseCase()
  const { data: admin } = useQuery(showcaseAdminSessionQuery(runUseCase))
  const logout = useAreaLogout(logoutShowcaseAdmin, '/vitrine/admin', showcaseAdminSessionKey)
  const nav = useSecurityNav('showcase-admin', SHOWCASE_NAV)

  return (
    <BackofficeLayout
      areaName="Back-office vitrine"
      home={{ label: 'Back-office vitrine', to: '/vitrine/backoffice' }}
      nav={nav}
      who={admin?.login ?? null}
      onLogout={logout}
    >
      {children}
    </BackofficeLayout>
  )
}
