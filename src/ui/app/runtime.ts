import { ManagedRuntime } from 'effect'
import { BrowserLayer } from '../../infrastructure/browser-layer'
import { makeUseCaseRunner } from './use-case-runner'

// The browser's one runtime: adapters are built once and shared by every use case.
export const browserRuntime = ManagedRuntime.make(BrowserLayer)

export const runUseCase = makeUseCaseRunner(browserRuntime)
