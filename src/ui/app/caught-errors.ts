import type { ErrorInfo } from 'react'
import { UseCaseFailure } from '../../application/use-case-failure'

/**
 * React logs every error an error boundary catches. A use case's expected failure (a 404 order, a dead
 * session) is already shown to the person as a French message, so logging it as a console error only
 * hid real defects among expected noise (issue 11). Defects (bugs) are still logged.
 */
export function logCaughtDefect(error: unknown, info: ErrorInfo, log = console.error): void {
  if (error instanceof UseCaseFailure) return
  log(error, info.componentStack)
}
