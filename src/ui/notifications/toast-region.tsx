import { useEffect } from 'react'
import { ToastContainer, type CloseButtonProps } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '../../domain/toasts'
import { markToastContainerReady } from './toast-container-ready'

// Spec §9: toasts close after 5000 ms and show top-right.
export default function ToastRegion() {
  // Runs after the container's own subscription (child effects first), in both StrictMode passes.
  useEffect(markToastContainerReady, [])
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      aria-label="Notifications (Alt+T)"
      closeButton={FrenchCloseButton}
    />
  )
}

// The library's labels are English ("close"); the portal speaks French (issue 11).
function FrenchCloseButton({ closeToast, theme }: CloseButtonProps) {
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
