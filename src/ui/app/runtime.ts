import { ManagedRuntime } from 'effect'
import { BrowserLayer } from '../../infrastructure/browser-layer'
import { FinalUnauthorized } from '../../infrastructure/http/final-unauthorized'
import { notifier } from '../kit/notifications/notifier'
import type { RunUseCase } from './router/router-context'
import { makeUseCaseRunner } from './use-case-runner'

// The browser's one runtime: adapters are built once and shared by every use case.
export const browserRuntime = ManagedRuntime.make(BrowserLayer)

// Only a call that finally ends in 401 reaches the toast; a silent refresh stays silent. The
// subscription goes through the runtime's own FinalUnauthorized service, and every use case waits
// for it, so no 401 can be emitted before the toast listens.
const toastOnFinalUnauthorized = browserRuntime.runPromise(
  FinalUnauthorized.useSync((signal) => signal.subscribe((event) => notifier.finalStatus(event.status))),
)

const run = makeUseCaseRunner(browserRuntime)

export const runUseCase: RunUseCase = (useCase, options) => toastOnFinalUnauthorized.then(() => run(useCase, options))
