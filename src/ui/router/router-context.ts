import type { QueryClient } from '@tanstack/react-query'
import type { Effect } from 'effect'
import type { AppServices } from '../../application/app-services'

/** What a use case ended with, as plain data: screens branch on `ok` and never handle Effect values. */
export type UseCaseResult<A, E> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E }

/** Runs a use case against the application's services (real adapters in the browser, in-memory in tests). */
export type RunUseCase = <A, E>(useCase: Effect.Effect<A, E, AppServices>) => Promise<UseCaseResult<A, E>>

/** The typed context every route receives (createRootRouteWithContext). */
export type RouterContext = {
  readonly queryClient: QueryClient
  readonly runUseCase: RunUseCase
}
