import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { failureOf, isCancelled } from '../../../application/use-case-failure'
import { failureMessage } from '../../portal/portal-ui-messages'
import { notifier } from '../notifications/notifier'
import { sessionKeys } from '../../app/queries/session.queries'

/**
 * Reports a failed action as spec §8 wants it: a 5 s error toast with the server's (or the
 * domain's) message for a refusal (4xx), else the screen's own: a 5xx's text ("Erreur interne du
 * serveur.") says nothing to a shop manager, so the spec's message wins there (decision 043).
 * An ended session goes to /login instead: its 'Non autorisé' toast was already shown by the HTTP
 * adapter's hook.
 */
export function useFailureNotice(): (thrown: unknown, fallback: string) => string | null {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(
    (thrown, fallback) => {
      // A cancelled call (the page was left) is no failure: no toast (docs/decisions/056).
      if (isCancelled(thrown)) return null
      const failure = failureOf(thrown)
      if (failure?._tag === 'SessionExpired') {
        queryClient.removeQueries({ queryKey: sessionKeys.shop })
        void navigate({ to: '/login', replace: true })
        return null
      }
      const serverFault = failure?._tag === 'Rejected' && failure.status >= 500
      const message = failure === null || serverFault ? fallback : failureMessage(failure, fallback)
      notifier.error(message)
      return message
    },
    [navigate, queryClient],
  )
}
