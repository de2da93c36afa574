import { queryOptions } from '@tanstack/react-query'
import type { Admin, Shop } from '../../../application/session/ports/auth-gateway'
import type { RunUseCase } from '../router/router-context'

export const sessionKeys = {
  shop: ['session', 'shop'] as const,
  admin: ['session', 'admin'] as const,
}

// The logged-in identity changes only on login and logout, which write the cache themselves.
const SESSION_STALE_MS = 5 * 60 * 1000

// Loaders live in the entry chunk: the use cases (and effect with them) are imported on demand so
// the home page does not download them. Both use cases turn every failure into null themselves.

export function shopSessionQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: sessionKeys.shop,
    queryFn: async ({ signal }): Promise<Shop | null> => {
      const { loadShopSession } = await import('../../../application/portal/shop-session.use-case')
      return runUseCase(loadShopSession(), { signal })
    },
    staleTime: SESSION_STALE_MS,
  })
}

export function adminSessionQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: sessionKeys.admin,
    queryFn: async ({ signal }): Promise<Admin | null> => {
      const { loadAdminSession } = await import('../../../application/backoffice/admin-session.use-case')
      return runUseCase(loadAdminSession(), { signal })
    },
    staleTime: SESSION_STALE_MS,
  })
}
