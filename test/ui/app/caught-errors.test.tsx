import { describe, expect, it, vi } from 'vitest'
import { UseCaseFailure } from '../../../src/application/use-case-failure'
import { logCaughtDefect } from '../../../src/ui/app/caught-errors'

// A 404 order or a dead session is shown to the person in French; only defects are logged.
describe('logCaughtDefect', () => {
  it('does not log an expected use-case failure', () => {
    const log = vi.fn()
    logCaughtDefect(new UseCaseFailure({ _tag: 'Rejected', status: 404, message: null }), { componentStack: '' }, log)
    logCaughtDefect(new UseCaseFailure({ _tag: 'SessionExpired' }), { componentStack: '' }, log)
    expect(log).not.toHaveBeenCalled()
  })

  it('does not log a cancelled use case (docs/decisions/056)', () => {
    const log = vi.fn()
    logCaughtDefect(new DOMException('The operation was aborted.', 'AbortError'), { componentStack: '' }, log)
    expect(log).not.toHaveBeenCalled()
  })

  it('logs a defect with its component stack', () => {
    const log = vi.fn()
    const bug = new TypeError('x is undefined')
    logCaughtDefect(bug, { componentStack: '\n    at OrderPage' }, log)
    expect(log).toHaveBeenCalledWith(bug, '\n    at OrderPage')
  })
})
