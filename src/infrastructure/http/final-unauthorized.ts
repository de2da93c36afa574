import { Context, Layer } from 'effect'

// Lets the UI show 'Non autorisé' when a call finally ends in 401, without the HTTP client
// knowing anything about toasts. One signal per runtime, as a service of that runtime: the HTTP
// client emits on it, the UI subscribes through the runtime (src/ui/app/runtime.ts). No
// module-level channel, so two runtimes (two tests, two hosts) never hear each other.

export type FinalUnauthorizedEvent = { readonly status: 401 }
export type FinalUnauthorizedListener = (event: FinalUnauthorizedEvent) => void

export type FinalUnauthorizedSignal = {
  /** Returns the unsubscribe. */
  readonly subscribe: (listener: FinalUnauthorizedListener) => () => void
  readonly emit: () => void
}

export function createFinalUnauthorizedSignal(): FinalUnauthorizedSignal {
  const listeners = new Set<FinalUnauthorizedListener>()
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit: () => {
      for (const listener of listeners) listener({ status: 401 })
    },
  }
}

/** "A call finally ended in 401", for the runtime that provides it. */
export class FinalUnauthorized extends Context.Service<FinalUnauthorized, FinalUnauthorizedSignal>()(
  'ecrin/FinalUnauthorized',
) {}

/** A fresh signal for each runtime built over this layer. */
export const FinalUnauthorizedLive: Layer.Layer<FinalUnauthorized> = Layer.sync(
  FinalUnauthorized,
  createFinalUnauthorizedSignal,
)
