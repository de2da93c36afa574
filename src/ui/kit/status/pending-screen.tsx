import styles from './status.module.css'

export function PendingScreen() {
  return (
    <div className={`${styles.screen} ${styles.pending}`} role="status" aria-busy="true">
      Chargement…
    </div>
  )
}
