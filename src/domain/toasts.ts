// Toast rules (spec §8, §9; decisions §3).

import { SESSION_MESSAGES } from './messages/session-messages'

export const TOAST_AUTO_CLOSE_MS = 5000
export const MAX_SUCCESS_TOASTS = 6
export const UNAUTHORIZED_MESSAGE = SESSION_MESSAGES.unauthorized

export type ToastCounter = { successCount: number }

export function registerSuccessToast(counter: ToastCounter): { counter: ToastCounter; clearAll: boolean } {
  const successCount = counter.successCount + 1
  if (successCount > MAX_SUCCESS_TOASTS) return { counter: { successCount: 0 }, clearAll: true }
  return { counter: { successCount }, clearAll: false }
}

export type UnauthorizedToast = {
  clearAll: true
  kind: 'error'
  message: typeof UNAUTHORIZED_MESSAGE
  autoCloseMs: typeof TOAST_AUTO_CLOSE_MS
}

// Called only with the status a call finally ends with, so a silent refresh shows nothing.
export function toastForFinalStatus(status: number): UnauthorizedToast | null {
  if (status !== 401) return null
  return { clearAll: true, kind: 'error', message: UNAUTHORIZED_MESSAGE, autoCloseMs: TOAST_AUTO_CLOSE_MS }
}
