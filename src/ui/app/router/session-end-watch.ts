import type { AnyRouter } from '@tanstack/react-router'
import type { RunUseCase } from './router-context'

const inBackoffice = (pathname: string) => pathname === '/backoffice' || pathname.startsWith('/backoffice/')

/**
 * `run`, watching the back office's use cases for an ended session (decision 070). The entry carries only
 * this watch: what follows a failure is loaded then (ended-session.ts), so the public pages pay nothing.
 */
export function endingAdminSessions(run: RunUseCase, router: () => AnyRouter | undefined): RunUseCase {
  return async (useCase, options) => {
    try {
      return await run(useCase, options)
    } catch (thrown) {
      const current = router()
      if (current !== undefined && inBackoffice(current.state.location.pathname)) {
        void import('./ended-session').then((module) => module.leaveIfSessionEnded(thrown, current))
      }
      throw thrown
    }
  }
}
