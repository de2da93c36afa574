import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastDemand } from './toast-demand'

const ToastRegion = lazy(() => import('./toast-region'))

/** Mounts the toast container once a toast is requested; toasts sent meanwhile wait in its queue. */
export function ToastHost() {
  const needed = useSyncExternalStore(toastDemand.subscribe, toastDemand.isNeeded, () => false)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
