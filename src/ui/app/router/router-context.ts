import type { Effect } from 'effect'
import type { AppServices } from '../../../application/app-services'
import type { Failure } from '../../../application/use-case-failure'
import type { ShowcaseServices } from '../../../application/showcase/showcase-services'
import type { LoadQueryClient } from '../queries/query-client-loader'

/**
 * Runs a use case against the application's services: its value, or a rejection with a
 * `UseCaseFailure` for an expected failure (docs/decisions/017). Screens never handle Effect values.
 * A query passes its `signal`: leaving the page interrupts the use case and aborts its requests
 * (docs/decisions/056).
 */
export type RunUseCase = <A, E extends Failure>(
  useCase: Effect.Effect<A, E, AppServices>,
  options?: RunUseCaseOptions,
) => Promise<A>

export type RunUseCaseOptions = { readonly signal?: AbortSignal }

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
