import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { failureOf } from '../../../application/use-case-failure'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { handOverFile } from '../../kit/files/hand-over-file'
import forms from '../../kit/forms/forms.module.css'
import { useFailureNotice } from '../../kit/hooks/use-failure-notice'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { errorMessage } from '../../kit/messages/error-messages'
import { PortalPage } from '../layout/portal-page'
import { ConsumptionTables } from './consumption-table'
import { StockOptionCard } from './stock-option-card'
import { consumptionCsv, stockConsumptionQuery, stockOverviewQuery } from './stock.queries'
import styles from './stock.module.css'

const TITLE = 'Stock de votre enseigne'

// The server's own sentence when it refuses (a shop whose head office follows the stock), else a generic one.
const failureText = (error: unknown, fallback: string) => {
  const failure = failureOf(error)
  return failure?._tag === 'Rejected' && failure.status < 500 ? errorMessage(failure) : fallback
}

function ExportButton() {
  const runUseCase = useRunUseCase()
  const notifyFailure = useFailureNotice()
  const [busy, setBusy] = useState(false)
  async function exportCsv() {
    setBusy(true)
    try {
      handOverFile(await runUseCase(consumptionCsv), { downloadName: 'consommation-stock.csv' })
    } catch (thrown) {
      notifyFailure(thrown, 'L’export CSV n’a pas pu être préparé.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className={forms.button} onClick={() => void exportCsv()} disabled={busy} aria-busy={busy}>
      Exporter en CSV
    </button>
  )
}

function Consumption() {
  const runUseCase = useRunUseCase()
  const query = useQuery(stockConsumptionQuery(runUseCase))
  return (
    <section aria-labelledby="stock-consumption-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="stock-consumption-title">Consommation par magasin et par mois</h2>
        {query.data !== undefined && query.data.rows.length > 0 ? <ExportButton /> : null}
      </div>
      {query.isPending ? (
        <LoadingState label="Chargement de la consommation…" />
      ) : query.isError ? (
        <ErrorState
          message={failureText(query.error, 'La consommation n’a pas pu être chargée.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.rows.length === 0 ? (
        <EmptyState>
          <p>Aucun appel sur stock ces douze derniers mois.</p>
        </EmptyState>
      ) : (
        <ConsumptionTables consumption={query.data} />
      )}
    </section>
  )
}

/** /account/stock: the head office's view of its brand's stock kept by the maker (docs/decisions/077). */
export function StockPage() {
  const runUseCase = useRunUseCase()
  const query = useQuery(stockOverviewQuery(runUseCase))
  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE}>
      {query.isPending ? (
        <LoadingState label="Chargement du stock…" />
      ) : query.isError ? (
        <ErrorState
          message={failureText(query.error, 'Le stock n’a pas pu être chargé.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.options.length === 0 ? (
        <EmptyState>
          <p>Votre enseigne n’a pas encore de stock chez nous.</p>
        </EmptyState>
      ) : (
        <>
          <p>Prévisions établies sur la consommation des {query.data.weeks} dernières semaines.</p>
          <div className={styles.list}>
            {query.data.options.map((option) => (
              <StockOptionCard key={option.option_id} option={option} />
            ))}
          </div>
          <Consumption />
        </>
      )}
    </PortalPage>
  )
}
