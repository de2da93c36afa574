import { queryOptions } from '@tanstack/react-query'
import type { ShowcaseAdmin } from '../../application/showcase-admin/ports/showcase-admin-gateway'
import type { RunUseCase } from '../app/router/router-context'

export const showcaseAdminSessionKey = ['session', 'showcase-admin'] as const

/**
 * The showcase administrator as the storefront knows them: the guard of /vitrine/backoffice asks once
 * per visit (a stored string proves nothing, the storefront must accept it); login and logout write
 * this cache themselves, and a later refusal ends the session through the 401 rule anyway.
 */
export function showcaseAdminSessionQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: showcaseAdminSessionKey,
    queryFn: async ({ signal }): Promise<ShowcaseAdmin | null> => {
      const { loadShowcaseAdminSession } = await import(
        '../../application/showcase-admin/showcase-admin-session.use-case'
      )
      return runUseCase(loadShowcaseAdminSession(), { signal })
    },
    staleTime: Number.POSITIVE_INFINITY,
    // A network failure is shown, not retried in a loop before the page can say so.
    retry: false,
  })
}
