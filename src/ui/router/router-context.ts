import type { Effect } from 'effect'
import type { AppServices } from '../../application/app-services'
import type { ShowcaseServices } from '../../application/showcase/showcase-services'
import type { LoadQueryClient } from '../queries/query-client-loader'

/** What a use case ended with, as plain data: screens branch on `ok` and never handle Effect values. */
export type UseCaseResult<A, E> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E }

/** Runs a use case against the application's services (real adapters in the browser, in-memory in tests). */
export type RunUseCase = <A, E>(useCase: Effect.Effect<A, E, AppServices>) => Promise<UseCaseResult<A, E>>

/** The typed context every route receives (createRootRouteWithContext). */
export type RouterContext = {
  /**
   * The query cache of the customer and back-office areas, loaded on first use: their guarded
   * layout routes put it in their children's context as `queryClient` (public pages never load it).
   */
  readonly loadQueryClient: LoadQueryClient
  readonly runUseCase: RunUseCase
  /** The public showcase's plain-promise services (docs/decisions/007: no Effect on public pages). */
  readonly showcase: ShowcaseServices
}
