import styles from './orders.module.css'

/** Beside an order's status: accepted on placing by the head office's rules, not by a person (decision 074). */
export function AutoAcceptedBadge() {
  return <span className={styles.autoBadge}>acceptée automatiquement</span>
}
