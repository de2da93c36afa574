import { queryOptions } from '@tanstack/react-query'
import type { Effect } from 'effect'
import type { AppServices } from '../../../application/app-services'
import type { Failure } from '../../../application/use-case-failure'
import type { RunUseCase } from '../router/router-context'

export const sessionKeys = {
  shop: ['session', 'shop'] as const,
  admin: ['session', 'admin'] as const,
}

// The logged-in identity changes only on login and logout, which write the cache themselves.
const SESSION_STALE_MS = 5 * 60 * 1000

// Loaders live in the entry chunk: the use cases (and effect with them) are imported on demand so
// the home page does not download them. Both use cases turn every failure into null themselves.

function sessionQuery<W, K extends readonly string[]>(
  runUseCase: RunUseCase,
  queryKey: K,
  loadUseCase: () => Promise<Effect.Effect<W | null, Failure, AppServices>>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<W | null> => runUseCase(await loadUseCase(), { signal }),
    staleTime: SESSION_STALE_MS,
  })
}

export function shopSessionQuery(runUseCase: RunUseCase) {
  return sessionQuery(runUseCase, sessionKeys.shop, async () =>
    (await import('../../../application/portal/shop-session.use-case')).loadShopSession(),
  )
}

export function adminSessionQuery(runUseCase: RunUseCase) {
  return sessionQuery(runUseCase, sessionKeys.admin, async () =>
    (await import('../../../application/backoffice/admin-session.use-case')).loadAdminSession(),
  )
}
