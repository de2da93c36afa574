import { Cause, Effect, Exit, type ManagedRuntime, Result } from 'effect'
import type { AppServices } from '../../application/app-services'
import { UseCaseFailure } from '../../application/use-case-failure'
import type { RunUseCase } from './router/router-context'

// An expected failure rejects with the one UseCaseFailure (docs/decisions/017), which queries throw
// and mutations receive as it is; a defect (a bug) rejects with itself, so the route error boundary
// shows it instead of a silently wrong screen. The caller's signal (a query's, a loader's) interrupts
// the use case, whose fetch is then aborted; it rejects with the signal's reason, an AbortError that
// is neither a failure nor a defect (docs/decisions/056).
export function makeUseCaseRunner(runtime: ManagedRuntime.ManagedRuntime<AppServices, never>): RunUseCase {
  return async (useCase, options) => {
    const signal = options?.signal
    const exit = await runtime.runPromiseExit(Effect.result(useCase), signal === undefined ? undefined : { signal })
    if (Exit.isFailure(exit)) {
      if (signal?.aborted === true && Cause.hasInterruptsOnly(exit.cause)) throw abortReason(signal)
      throw Cause.squash(exit.cause)
    }
    const result = exit.value
    if (Result.isSuccess(result)) return result.success
    throw new UseCaseFailure(result.failure)
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The use case was cancelled.', 'AbortError')
}
