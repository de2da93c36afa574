import type { ErrorInfo } from 'react'
import { isCancelled, UseCaseFailure } from '../../application/use-case-failure'

/**
 * React logs every error an error boundary catches. A use case's expected failure (a 404 order, a dead
 * session) is already shown to the person as a French message, so logging it as a console error only
 * hid real defects among expected noise. Defects (bugs) are still logged.
 */
export function logCaughtDefect(error: unknown, info: ErrorInfo, log = console.error): void {
  // A cancelled use case (docs/decisions/056) is no defect either.
  if (error instanceof UseCaseFailure || isCancelled(error)) return
  log(error, info.componentStack)
}
