import styles from './status.module.css'

export function PendingScreen() {
  return (
    <div className={`${styles.screen} ${styles.pending}`} role="status">
      Chargement…
    </div>
  )
}
