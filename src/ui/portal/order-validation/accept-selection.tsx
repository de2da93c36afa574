import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { OrderSummary } from '../../../application/portal/ports/order-gateway'
import { type AcceptManyResult, ValidationGateway } from '../../../application/portal/ports/validation-gateway'
import { ConfirmDialog } from '../../kit/confirm-dialog/confirm-dialog'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import type { OrderSelection } from '../orders/orders-table'
import { validationKeys } from './validation.queries'
import styles from './validation.module.css'

const ACCEPT_MANY_FAILED = 'Impossible d’accepter la sélection'

/** The orders ticked on this page; a tick on another page does not follow the head office there. */
export function useOrderSelection(orders: readonly OrderSummary[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const onPage = new Set(orders.map((order) => order.id))
  // In the page's order: the results come back in the order asked, so they read like the list.
  const selected: ReadonlySet<number> = new Set([...onPage].filter((id) => ticked.has(id)))
  const selection: OrderSelection = {
    selected,
    toggle: (orderId, on) =>
      setTicked((previous) => {
        const next = new Set([...previous].filter((id) => onPage.has(id)))
        if (on) next.add(orderId)
        else next.delete(orderId)
        return next
      }),
    toggleAll: (on) => setTicked(on ? onPage : new Set()),
  }
  return { selection, clear: () => setTicked(new Set()) }
}

function resultLine(result: AcceptManyResult): string {
  const name = result.number ?? `n° ${result.orderId}`
  return `Commande ${name} : ${result.accepted ? 'acceptée' : result.message}`
}

/** "Accepter la sélection (n)": one call for the ticked orders, then what became of each (decision 074). */
export function AcceptSelection({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const notice = useFailureNotice()
  const [results, setResults] = useState<readonly AcceptManyResult[]>([])
  const accept = useMutation({
    mutationFn: (orderIds: readonly number[]) =>
      runUseCase(ValidationGateway.use((validation) => validation.acceptMany(orderIds))),
    onSuccess: (answer) => {
      setResults(answer)
      onDone()
      // The list, the badge and the shops' own lists all change with the orders.
      void queryClient.invalidateQueries({ queryKey: validationKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
    },
    onError: (thrown) => notice(thrown, ACCEPT_MANY_FAILED),
  })
  const count = selected.size
  // Once accepted, the button is disabled (nothing ticked): focus goes to the results it leads to.
  const report = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (results.length > 0) report.current?.focus()
  }, [results])

  return (
    <div className={styles.selectionBar}>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={forms.button}
            disabled={count === 0 || accept.isPending}
            aria-busy={accept.isPending}
          >
            {`Accepter la sélection (${count})`}
          </button>
        }
        title="Accepter les commandes sélectionnées ?"
        description={
          count === 1
            ? 'Les produits encore en attente de la commande sélectionnée seront acceptés.'
            : `Les produits encore en attente des ${count} commandes sélectionnées seront acceptés.`
        }
        confirmLabel="Oui, accepter la sélection"
        onConfirm={() => accept.mutate([...selected])}
      />
      <div role="status" aria-live="polite">
        {results.length === 0 ? null : (
          <ul ref={report} tabIndex={-1} aria-label="Résultat de l’acceptation" className={styles.results}>
            {results.map((result) => (
              <li key={result.orderId} className={result.accepted ? styles.accepted : styles.notAccepted}>
                {resultLine(result)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
