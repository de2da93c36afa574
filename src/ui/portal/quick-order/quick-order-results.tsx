import type { QuickOrderOutcome } from '../../../application/portal/quick-order.use-case'
import styles from './quick-order.module.css'

const STATUS_LABELS = { added: 'Ajoutée', updated: 'Mise à jour', refused: 'Erreur' } as const

/** Each line's outcome, in the pasted text's order; the summary is announced when it changes. */
export function QuickOrderResults({ outcome }: { outcome: QuickOrderOutcome }) {
  return (
    <div className={styles.results}>
      <p role="status" className={styles.summary}>
        {outcome.message}
      </p>
      <ul aria-label="Résultat ligne par ligne" className={styles.list}>
        {outcome.results.map((result) => (
          <li key={result.line} className={styles.line} data-status={result.status}>
            <span className={styles.badge}>{STATUS_LABELS[result.status]}</span> {result.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
