import styles from './line-proof.module.css'

/** "BAT requis": the option's ordered lines wait for an approved proof (docs/decisions/076-proof-approval.md). */
export function ProofRequiredBadge() {
  return <span className={styles.badge}>BAT requis</span>
}
