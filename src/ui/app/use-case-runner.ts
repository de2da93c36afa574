import { Effect, type ManagedRuntime, Result } from 'effect'
import type { AppServices } from '../../application/app-services'
import { UseCaseFailure } from '../../application/use-case-failure'
import type { RunUseCase } from './router/router-context'

// An expected failure rejects with the one UseCaseFailure (docs/decisions/017), which queries throw
// and mutations receive as it is; a defect (a bug) rejects with itself, so the route error boundary
// shows it instead of a silently wrong screen.
export function makeUseCaseRunner(runtime: ManagedRuntime.ManagedRuntime<AppServices, never>): RunUseCase {
  return async (useCase) => {
    const result = await runtime.runPromise(Effect.result(useCase))
    if (Result.isSuccess(result)) return result.success
    throw new UseCaseFailure(result.failure)
  }
}
