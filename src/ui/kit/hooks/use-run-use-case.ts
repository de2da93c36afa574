import { useRouteContext } from '@tanstack/react-router'
import type { RunUseCase } from '../../app/router/router-context'

/** The router context's runner: real adapters in the browser, in-memory ones in tests. */
export function useRunUseCase(): RunUseCase {
  return useRouteContext({ from: '__root__', select: (context) => context.runUseCase })
}
