// Lets the UI show 'Non autorisé' when a call finally ends in 401, without the HTTP client
// knowing anything about toasts.

export type FinalUnauthorizedEvent = { readonly status: 401 }
export type FinalUnauthorizedListener = (event: FinalUnauthorizedEvent) => void

export type FinalUnauthorizedSignal = {
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
