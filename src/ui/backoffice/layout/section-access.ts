import type { AdminRole } from '../../../domain/admin-roles'

// The sections of the e-commerce back office that only some roles may open (decision 070): the server
// refuses their calls to anyone else (403), so the page says so at once instead of a list whose every
// action fails. The menu hides the same entries (`onlyFor` in kit/backoffice/backoffice-layout.tsx).
// Settings stay open to every administrator: the server lets them read, and the page is read-only then.
const RESTRICTED: readonly { readonly path: string; readonly roles: readonly AdminRole[] }[] = [
  { path: '/backoffice/administration', roles: ['super_admin'] },
]

/** Whether `role` may open the back-office page at `pathname` (a section and all its pages). */
export function mayOpenSection(role: string, pathname: string): boolean {
  const section = RESTRICTED.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
  return section === undefined || section.roles.some((allowed) => allowed === role)
}
