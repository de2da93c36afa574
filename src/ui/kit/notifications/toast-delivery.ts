import { toastDemand } from './toast-demand'

export type ToastLibrary = typeof import('react-toastify')
type ToastCall = (library: ToastLibrary) => void

// react-toastify hands the toasts it queued before any container to the first container that subscribes,
// and drops them when that container unsubscribes. React's StrictMode (development builds) mounts the
// region, unmounts it and mounts it again, so the first toasts of a page went to the discarded container.
// Toasts therefore wait here, in order, until the region that lasts says it is there (toast-region.tsx).
let pending: ToastCall[] = []
let region: ((call: ToastCall) => void) | null = null

export function deliverToast(call: ToastCall): void {
  toastDemand.markNeeded()
  if (region === null) pending.push(call)
  else region(call)
}

/** Called by the lasting toast region with the library it renders; gives it what waited. */
export function attachToastRegion(run: (call: ToastCall) => void): () => void {
  region = run
  const waiting = pending
  pending = []
  for (const call of waiting) run(call)
  return () => {
    if (region === run) region = null
  }
}
