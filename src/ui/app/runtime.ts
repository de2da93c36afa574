import { ManagedRuntime } from 'effect'
import { BrowserLayer } from '../../infrastructure/browser-layer'
import { onFinalUnauthorized } from '../../infrastructure/http/http-client.fetch'
import { notifier } from '../notifications/notifier'
import { makeUseCaseRunner } from './use-case-runner'

// The browser's one runtime: adapters are built once and shared by every use case.
export const browserRuntime = ManagedRuntime.make(BrowserLayer)

export const runUseCase = makeUseCaseRunner(browserRuntime)

// Subscribed when this module loads, which is before any use case can make an HTTP call.
// Only a call that finally ends in 401 reaches here; a silent refresh stays silent.
onFinalUnauthorized((event) => notifier.finalStatus(event.status))
