import { PROOF_STATE_LABELS, type ProofState } from '../../../domain/proof-approval'
import styles from './proofs.module.css'

/** A line's proof state in the specification's words, coloured by who must act (decision 076). */
export function ProofStateBadge({ state }: { state: ProofState }) {
  return (
    <span className={styles.badge} data-state={state}>
      {PROOF_STATE_LABELS[state]}
    </span>
  )
}
