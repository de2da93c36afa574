import { type QueryKey, queryOptions } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { Effect } from 'effect'
import type { AppServices } from '../../../application/app-services'
import type { Failure } from '../../../application/use-case-failure'
import type { RunUseCase } from '../../app/router/router-context'

/** The router context's runner: real adapters in the browser, in-memory ones in tests. */
export function useRunUseCase(): RunUseCase {
  return useRouteContext({ from: '__root__', select: (context) => context.runUseCase })
}

/**
 * The options of a query whose data is one use case's answer. The query's `signal` goes to the use case, so
 * leaving the page interrupts it and aborts its requests (docs/decisions/056). The use case is a description
 * only: it runs each time the query fetches.
 */
export function useCaseQuery<A, E extends Failure, K extends QueryKey>(
  runUseCase: RunUseCase,
  queryKey: K,
  useCase: Effect.Effect<A, E, AppServices>,
  staleTime?: number,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => runUseCase(useCase, { signal }),
    // Absent rather than undefined: an explicit undefined would override the client's default.
    ...(staleTime === undefined ? {} : { staleTime }),
  })
}
