import { registerSuccessToast, TOAST_AUTO_CLOSE_MS, toastForFinalStatus, type ToastCounter } from '../../domain/toasts'
import { toastDemand } from './toast-demand'

/** The slice of a toast library the notifier drives; react-toastify in the app, a fake in tests. */
export type ToastApi = {
  readonly success: (message: string, autoCloseMs: number) => void
  readonly error: (message: string, autoCloseMs: number) => void
  readonly dismissAll: () => void
}

export type Notifier = {
  readonly success: (message: string) => void
  readonly error: (message: string) => void
  /** Called with the status a call finally ended with (after any silent refresh). */
  readonly finalStatus: (status: number) => void
}

// Every toast of the app goes through one notifier so the overflow rule (spec §9) sees them all.
export function createNotifier(api: ToastApi): Notifier {
  let counter: ToastCounter = { successCount: 0 }
  return {
    success(message) {
      const next = registerSuccessToast(counter)
      counter = next.counter
      if (next.clearAll) api.dismissAll()
      api.success(message, TOAST_AUTO_CLOSE_MS)
    },
    error(message) {
      api.error(message, TOAST_AUTO_CLOSE_MS)
    },
    finalStatus(status) {
      const shown = toastForFinalStatus(status)
      if (shown === null) return
      if (shown.clearAll) api.dismissAll()
      api.error(shown.message, shown.autoCloseMs)
    },
  }
}

let toastLibrary: Promise<typeof import('react-toastify')> | null = null

// Every call chains on one promise, so a dismiss-then-show keeps its order.
function withToastLibrary(use: (library: typeof import('react-toastify')) => void): void {
  toastDemand.markNeeded()
  toastLibrary ??= import('react-toastify')
  void toastLibrary.then(use)
}

export const reactToastifyApi: ToastApi = {
  success: (message, autoCloseMs) => withToastLibrary(({ toast }) => void toast.success(message, { autoClose: autoCloseMs })),
  error: (message, autoCloseMs) => withToastLibrary(({ toast }) => void toast.error(message, { autoClose: autoCloseMs })),
  dismissAll: () => withToastLibrary(({ toast }) => toast.dismiss()),
}

export const notifier: Notifier = createNotifier(reactToastifyApi)
