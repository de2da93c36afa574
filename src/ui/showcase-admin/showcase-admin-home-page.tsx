import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { BackofficePage } from '../kit/backoffice/backoffice-layout'
import { showcaseAdminSessionQuery } from './showcase-admin-session.queries'
import { SHOWCASE_NAV } from './showcase-admin-shell'

// The home of the showcase back office (homeVitrine, after the two-step sign-in): who is signed in and
// the sections to manage; the frame's header keeps the way out.
export function ShowcaseAdminHomePage() {
  const { runUseCase } = useRouteContext({ from: '__root__' })
  const { data: admin } = useSuspenseQuery(showcaseAdminSessionQuery(runUseCase))
  return (
    <BackofficePage title="Back-office vitrine">
      <p>
        Connecté en tant que <strong>{admin?.login}</strong>
        {admin !== null && <> ({admin.email})</>}
      </p>
      <h2>Gérer le site</h2>
      <ul>
        {SHOWCASE_NAV.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </BackofficePage>
  )
}
