import { useEffect } from 'react'
import * as library from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '../../../domain/toasts'
import { attachToastRegion } from './toast-delivery'

const { ToastContainer } = library

// Spec §9: toasts close after 5000 ms and show top-right.
export default function ToastRegion() {
  useEffect(() => {
    // A timer, not the effect itself: under StrictMode this effect runs, is cleaned up and runs again
    // synchronously, and only the second container lasts. The first timer is cancelled with its effect.
    let detach: (() => void) | null = null
    const timer = setTimeout(() => {
      detach = attachToastRegion((call) => call(library))
    }, 0)
    return () => {
      clearTimeout(timer)
      detach?.()
    }
  }, [])
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      aria-label="Notifications (Alt+T pour y accéder)"
      closeButton={FrenchCloseButton}
    />
  )
}

// The library's own button is labelled in English ("close"); the portal speaks French (decision 042).
function FrenchCloseButton({ closeToast, theme }: library.CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Fermer la notification"
      onClick={(event) => closeToast(event)}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
