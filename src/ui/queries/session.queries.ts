import { queryOptions } from '@tanstack/react-query'
import type { Admin, Shop } from '../../application/ports/auth-gateway'
import { loadAdminSession } from '../../application/session/admin-session.use-case'
import { loadShopSession } from '../../application/session/shop-session.use-case'
import type { RunUseCase } from '../router/router-context'

export const sessionKeys = {
  shop: ['session', 'shop'] as const,
  admin: ['session', 'admin'] as const,
}

// The logged-in identity changes only on login and logout, which write the cache themselves.
const SESSION_STALE_MS = 5 * 60 * 1000

export function shopSessionQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: sessionKeys.shop,
    queryFn: async (): Promise<Shop | null> => {
      const result = await runUseCase(loadShopSession())
      return result.ok ? result.value : null
    },
    staleTime: SESSION_STALE_MS,
  })
}

export function adminSessionQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: sessionKeys.admin,
    queryFn: async (): Promise<Admin | null> => {
      const result = await runUseCase(loadAdminSession())
      return result.ok ? result.value : null
    },
    staleTime: SESSION_STALE_MS,
  })
}
