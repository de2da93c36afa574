import { ToastContainer } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '../../domain/toasts'

// Spec §9: toasts close after 5000 ms and show top-right.
export default function ToastRegion() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
}
