import { Link } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PROOF_STATE_LABELS, PROOF_STATES, type ProofState } from '../../../domain/proof-approval'
import { oneOf, type PageSize } from '../../app/router/search-params'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { PortalPagination } from '../../kit/pagination/pagination'
import { PortalPage } from '../layout/portal-page'
import { ProofLineCard } from './proof-line-card'
import { proofsQuery } from './proofs.queries'
import styles from './proofs.module.css'

const TITLE = 'BAT à valider'
const ALL = 'all'

/** /account/bat: the proofs of the shop's orders and of the shops its head office validates (decision 076). */
export function ProofsPage() {
  const runUseCase = useRunUseCase()
  const filterId = useId()
  // Waiting proofs first: the ones that need an answer.
  const [state, setState] = useState<ProofState | null>('sent')
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<PageSize>(20)
  const query = useQuery({ ...proofsQuery(runUseCase, state, page, size), placeholderData: keepPreviousData })
  const total = query.data?.total ?? 0
  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE}>
      {/* The library is reached from here: one more entry in the menu took a third row on a phone. */}
      <p>
        <Link to="/account/fichiers">Fichiers d’impression de votre enseigne</Link>
      </p>
      <div className={forms.field}>
        <label htmlFor={filterId}>État du BAT</label>
        <select
          id={filterId}
          className={forms.select}
          value={state ?? ALL}
          onChange={(event) => {
            setState(oneOf(event.target.value, PROOF_STATES) ?? null)
            setPage(1)
          }}
        >
          <option value={ALL}>Tous les états</option>
          {PROOF_STATES.map((value) => (
            <option key={value} value={value}>
              {PROOF_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <LoadingState label="Chargement des BAT…" />
      ) : query.isError ? (
        <ErrorState message="Les BAT n’ont pas pu être chargés." onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>
          <p>Aucun BAT à valider.</p>
        </EmptyState>
      ) : (
        <>
          <div className={styles.list} aria-busy={query.isFetching}>
            {query.data.items.map((line) => (
              <ProofLineCard key={line.line_id} line={line} />
            ))}
          </div>
          <PortalPagination
            page={page}
            pageCount={Math.max(1, Math.ceil(total / size))}
            pageSize={size}
            total={total}
            noun={{ one: 'ligne', many: 'lignes' }}
            onPage={setPage}
            onPageSize={(next) => {
              setSize(next)
              setPage(1)
            }}
          />
        </>
      )}
    </PortalPage>
  )
}
