import { useCallback, useRef, useState } from 'react'

/** One lock for all the action buttons of an order: while one request runs, none starts. */
export type ActionLock = {
  readonly busy: boolean
  /** Starts the action unless another one holds the lock; its failure is the action's own to report. */
  readonly run: (action: () => Promise<unknown>) => void
}

/**
 * `isPending` only disables a button after React renders, so a double-click
 * sent two requests (decision 043). The ref is taken synchronously, in the click itself.
 */
export function useActionLock(): ActionLock {
  const held = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback((action: () => Promise<unknown>) => {
    if (held.current) return
    held.current = true
    setBusy(true)
    void action()
      .catch(() => undefined)
      .finally(() => {
        held.current = false
        setBusy(false)
      })
  }, [])
  return { busy, run }
}
