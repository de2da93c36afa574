import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { Effect } from 'effect'
import type { AppServices } from '../../../application/app-services'
import type { Failure } from '../../../application/use-case-failure'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { backofficeKeys } from './resource.queries'

/**
 * Back-office kit: the way out of one back office, for its layout's logout button: its logout use case,
 * then its login page, then its cached session and records forgotten, so that the next administrator
 * starts from a clean cache.
 */
export function useAreaLogout(
  logout: () => Effect.Effect<unknown, Failure, AppServices>,
  loginPage: '/admin' | '/vitrine/admin',
  sessionKey: readonly unknown[],
): () => Promise<void> {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    await runUseCase(logout())
    await navigate({ to: loginPage })
    queryClient.removeQueries({ queryKey: sessionKey })
    queryClient.removeQueries({ queryKey: backofficeKeys.all })
  }
}
