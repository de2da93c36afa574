import { proofQueueSearch } from './proof-queue-address'
import { PreviousNextPager } from '../../kit/backoffice/previous-next-pager'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useId } from 'react'
import { ADMIN_PROOF_PAGE_SIZE } from '../../../contract/backoffice/proofs'
import { pageCountOf } from '../../../domain/list-page-bounds'
import { PROOF_STATE_LABELS, PROOF_STATES, type ProofState } from '../../../domain/proof-approval'
import { proofAgeText } from '../../../domain/proof-age'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { failureText } from '../../kit/backoffice/kit-failures'
import { TableScroller } from '../../kit/data-table/table-scroller'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { ProofSendForm } from './proof-send-form'
import { ProofStateBadge } from './proof-state-badge'
import { proofQueueQuery } from './proofs.queries'
import styles from './proofs.module.css'

// /backoffice/bat (docs/decisions/076-proof-approval.md): every order line waiting on a proof, the longest
// waiting first, by state, paged. The order desk's to-do list; each line leads to its order's page.

const route = getRouteApi('/backoffice/bat')

export function ProofQueuePage() {
  const id = useId()
  const search = proofQueueSearch(route.useSearch() as Record<string, unknown>)
  const navigate = route.useNavigate()
  const runUseCase = useRunUseCase()
  const page = search.page ?? 1
  const query = {
    _start: (page - 1) * ADMIN_PROOF_PAGE_SIZE,
    _limit: ADMIN_PROOF_PAGE_SIZE,
    ...(search.state === undefined ? {} : { state: search.state }),
  }
  const queue = useQuery({ ...proofQueueQuery(runUseCase, query), placeholderData: keepPreviousData })
  const pages = pageCountOf(queue.data?.total ?? 0, ADMIN_PROOF_PAGE_SIZE)
  const now = new Date()
  const goTo = (next: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
  const chooseState = (value: string) => {
    const state = PROOF_STATES.find((known) => known === value)
    void navigate({ search: state === undefined ? {} : { state: state as ProofState } })
  }
  return (
    <BackofficePage title="BAT" trail={[]}>
      <div className={forms.field}>
        <label htmlFor={`${id}-etat`}>État</label>
        <select
          id={`${id}-etat`}
          className={forms.select}
          value={search.state ?? ''}
          onChange={(event) => chooseState(event.target.value)}
        >
          <option value="">Tous les états</option>
          {PROOF_STATES.map((state) => (
            <option key={state} value={state}>
              {PROOF_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      {queue.isPending ? <p role="status">Chargement des BAT…</p> : null}
      {queue.isError ? (
        <div role="alert">
          <p>{failureText(queue.error, 'Les BAT n’ont pas pu être chargés.')}</p>
          <button type="button" className={forms.secondary} onClick={() => void queue.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {queue.isSuccess && queue.data.items.length === 0 ? <p role="status">Aucun BAT dans cet état.</p> : null}
      {queue.isSuccess && queue.data.items.length > 0 ? (
        <TableScroller label="BAT à traiter">
          <table className={styles.table} aria-busy={queue.isFetching}>
            <caption className="visually-hidden">BAT à traiter</caption>
            <thead>
              <tr>
                <th scope="col">Commande</th>
                <th scope="col">Magasin</th>
                <th scope="col">Produit</th>
                <th scope="col">État</th>
                <th scope="col">Depuis</th>
                <th scope="col">BAT</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((line) => (
                <tr key={line.line_id}>
                  <td>
                    <Link to="/backoffice/order/details/$id" params={{ id: String(line.order_id) }}>
                      {line.order_number}
                    </Link>
                  </td>
                  <td>{line.shop.name}</td>
                  <td>
                    {line.product_name} — {line.option_label} × {line.quantity}
                  </td>
                  <td>
                    <ProofStateBadge state={line.state} />
                  </td>
                  <td>
                    <time dateTime={line.state_since}>{proofAgeText(new Date(line.state_since), now)}</time>
                  </td>
                  <td>
                    {/* Sent from the queue as from the order's page (decision 076); an approved proof is final. */}
                    {line.state === 'approved' ? null : (
                      <details>
                        <summary>Envoyer un BAT</summary>
                        <ProofSendForm line={line} />
                      </details>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {queue.isSuccess && pages > 1 ? (
        <PreviousNextPager label="Pages des BAT" page={page} pages={pages} goTo={goTo} />
      ) : null}
    </BackofficePage>
  )
}
