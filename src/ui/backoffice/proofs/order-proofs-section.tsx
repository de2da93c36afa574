import { useQuery } from '@tanstack/react-query'
import { failureText } from '../../kit/backoffice/kit-failures'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { ProofLinePanel } from './proof-line-panel'
import { orderProofsQuery } from './proofs.queries'
import styles from './proofs.module.css'

// The "BAT" section of an order's page in the back office (docs/decisions/076-proof-approval.md): shown when
// one of its lines needs a proof. Loaded on its own, so the order shows at once; left out of the print.
export function OrderProofsSection({ orderId }: { orderId: number }) {
  const runUseCase = useRunUseCase()
  const proofs = useQuery(orderProofsQuery(runUseCase, orderId))
  if (proofs.isSuccess && proofs.data.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="commande-bat">
      <h2 id="commande-bat" className={styles.sectionTitle}>
        BAT
      </h2>
      {proofs.isPending ? <p role="status">Chargement des BAT…</p> : null}
      {proofs.isError ? (
        <div role="alert">
          <p>{failureText(proofs.error, 'Les BAT de cette commande n’ont pas pu être chargés.')}</p>
          <button type="button" className={forms.secondary} onClick={() => void proofs.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {proofs.isSuccess ? proofs.data.map((line) => <ProofLinePanel key={line.line_id} line={line} />) : null}
    </section>
  )
}
