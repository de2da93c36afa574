import type { AnyRouter } from '@tanstack/react-router'
import { failureOf } from '../../../application/use-case-failure'

// An administrator deactivated (or whose sessions were revoked) while signed in: the server refuses
// their token and its refresh, and the HTTP adapter ends the session ('Non autorisé', spec §8). Whatever
// the back-office page asked, a load or an action, the next step is /admin with a sentence saying why,
// not a page of errors (decision 070). Loaded only when a back-office use case fails (session-end-watch.ts).

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set on /admin when the back office's session ended during the visit (decision 070). */
    readonly adminSessionEnded?: boolean
  }
}

/** Sends the administrator to /admin (then back, decision 043) when `thrown` says the session ended. */
export function leaveIfSessionEnded(thrown: unknown, router: AnyRouter): void {
  if (failureOf(thrown)?._tag !== 'SessionExpired') return
  const location = router.state.location
  void router.navigate({
    to: '/admin',
    search: { redirect: location.href },
    state: { adminSessionEnded: true },
    replace: true,
    // A form's leave guard would hold the administrator on a page that can no longer save.
    ignoreBlocker: true,
  })
}
