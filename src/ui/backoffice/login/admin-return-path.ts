import { sameSitePath } from '../../../domain/login-redirect'

// /admin?redirect=/backoffice/order?page=2 (decision 043, as the portal's /login): the back-office page
// asked for before the login. The address bar is user input: only a path of this site inside the back
// office survives, and no dot segment that a browser would resolve to somewhere else.

export const BACKOFFICE_HOME = '/backoffice'

export function backofficeReturnPath(candidate: string | undefined): string | null {
  if (candidate === undefined) return null
  const path = sameSitePath(candidate)
  if (path === null) return null
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  if (pathname !== BACKOFFICE_HOME && !pathname.startsWith(`${BACKOFFICE_HOME}/`)) return null
  const segments = pathname.split('/').map((segment) => safeDecode(segment))
  if (segments.some((segment) => segment === null || segment === '.' || segment === '..')) return null
  return path
}

function safeDecode(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment)
    return decoded.includes('/') || decoded.includes('\\') ? null : decoded
  } catch {
    return null
  }
}

/** Where /admin leads after the login: the page asked for, else the back office's home. */
export function afterAdminLoginPath(search: { readonly redirect?: string | undefined }): string {
  return backofficeReturnPath(search.redirect) ?? BACKOFFICE_HOME
}
