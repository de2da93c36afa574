import { useQuery } from '@tanstack/react-query'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { myOrdersQuery } from './orders.queries'
import { CopyOrderButton } from './copy-order-button'
import { useActionLock } from './use-action-lock'

/** The shop's newest order: one row, newest first. */
export const LAST_ORDER_PAGING = { first: 0, rows: 1, sortField: 'created_at', sortOrder: -1, filters: {} }

/**
 * "Recommander ma dernière commande": the newest order goes into the cart, then
 * /panier opens. Nothing shows before the first order, or while the list is unknown.
 */
export function ReorderLastOrder() {
  const runUseCase = useRunUseCase()
  const lock = useActionLock()
  const { data } = useQuery(myOrdersQuery(runUseCase, LAST_ORDER_PAGING))
  const last = data?.items[0]
  if (last === undefined) return null
  return (
    <CopyOrderButton
      orderId={last.id}
      lock={lock}
      kind="reorder"
      label={`Recommander ma dernière commande (${last.number})`}
    />
  )
}
