import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False while a page rendered on the server waits for its scripts (and on the server itself), true once
 * React runs it. A page the browser renders is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
