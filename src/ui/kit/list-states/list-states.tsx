import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { notifier } from '../notifications/notifier'
import styles from './list-states.module.css'

/** While a list or a screen loads: announced politely, and marked busy for assistive technology. */
export function LoadingState({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-live="polite">
      <span className={styles.skeleton} aria-hidden="true" />
      <span className={styles.skeleton} aria-hidden="true" />
      <span className={styles.skeleton} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>
}

/**
 * A list or a screen that could not load: the message stays on the page, and spec §8 also wants it
 * as a 5 s toast. The ref keeps StrictMode's double effect from toasting twice.
 */
export function ErrorState({
  message,
  detail,
  onRetry,
}: {
  message: string
  detail?: string | null
  onRetry?: () => void
}) {
  const toasted = useRef(false)
  useEffect(() => {
    if (toasted.current) return
    toasted.current = true
    notifier.error(message)
  }, [message])
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {detail && detail !== message ? <p className={styles.detail}>{detail}</p> : null}
      {onRetry === undefined ? null : (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Réessayer
        </button>
      )}
    </div>
  )
}

/** Retry for a route whose loader failed: reload its data and render it again. */
export function useRouteRetry(reset: () => void): () => void {
  const router = useRouter()
  return () => {
    reset()
    void router.invalidate()
  }
}
