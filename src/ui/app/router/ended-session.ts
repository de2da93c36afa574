import type { AnyRouter } from '@tanstack/react-router'
import { failureOf } from '../../../application/use-case-failure'
import type { RunUseCase } from './router-context'

// An administrator deactivated (or whose sessions were revoked) while signed in: the server refuses
// their token and its refresh, and the HTTP adapter ends the session ('Non autorisé', spec §8). Whatever
// the back-office page asked, a load or an action, the next step is /admin with a sentence saying why,
// not a page of errors (decision 070). Loaded with the entry chunk: keep this module small.

export const SESSION_ENDED_NOTICE =
  'Votre session a pris fin ou votre compte a été désactivé : veuillez vous reconnecter.'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set on /admin when the back office's session ended during the visit (decision 070). */
    readonly adminSessionEnded?: boolean
  }
}

const inBackoffice = (pathname: string) => pathname === '/backoffice' || pathname.startsWith('/backoffice/')

/** `run`, sending a back-office page whose use case ended the session to /admin (then back, decision 043). */
export function endingAdminSessions(run: RunUseCase, router: () => AnyRouter | undefined): RunUseCase {
  return async (useCase, options) => {
    try {
      return await run(useCase, options)
    } catch (thrown) {
      const current = router()
      const location = current?.state.location
      if (failureOf(thrown)?._tag === 'SessionExpired' && location !== undefined && inBackoffice(location.pathname)) {
        void current?.navigate({
          to: '/admin',
          search: { redirect: location.href },
          state: { adminSessionEnded: true },
          replace: true,
          // A form's leave guard would hold the administrator on a page that can no longer save.
          ignoreBlocker: true,
        })
      }
      throw thrown
    }
  }
}
