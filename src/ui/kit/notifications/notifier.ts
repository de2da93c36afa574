import {
  registerSuccessToast,
  TOAST_AUTO_CLOSE_MS,
  toastForFinalStatus,
  type ToastCounter,
} from '../../../domain/toasts'
import { deliverToast } from './toast-delivery'

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

export const reactToastifyApi: ToastApi = {
  success: (message, autoCloseMs) =>
    deliverToast(({ toast }) => void toast.success(message, { autoClose: autoCloseMs })),
  error: (message, autoCloseMs) => deliverToast(({ toast }) => void toast.error(message, { autoClose: autoCloseMs })),
  dismissAll: () => deliverToast(({ toast }) => toast.dismiss()),
}

export const notifier: Notifier = createNotifier(reactToastifyApi)
