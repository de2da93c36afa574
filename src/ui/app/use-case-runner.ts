import { Effect, Result, type ManagedRuntime } from 'effect'
import type { AppServices } from '../../application/app-services'
import type { RunUseCase } from '../router/router-context'

// Expected failures become `{ ok: false, error }`; defects (bugs) still reject the promise so the
// route error boundary shows them instead of a silently wrong screen.
export function makeUseCaseRunner(runtime: ManagedRuntime.ManagedRuntime<AppServices, never>): RunUseCase {
  return async (useCase) => {
    const result = await runtime.runPromise(Effect.result(useCase))
    return Result.isSuccess(result) ? { ok: true, value: result.success } : { ok: false, error: result.failure }
  }
}
