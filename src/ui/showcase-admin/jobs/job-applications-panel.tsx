import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATIONS,
  type ApplicationWire,
} from '../../../contract/showcase-admin/job-applications'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { ApplicationDialog } from './application-dialog'
import { useCvDownload } from './cv-download'
import { TableScroller } from '../../kit/data-table/table-scroller'

// The applications to one job, on its update page (spec §2 `job`): status, date, name, the CV, and a
// detail dialog to follow each one up. Newest first, a page at a time.

const PAGE = 20
const frenchDateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })

export function JobApplicationsPanel({ jobId }: { jobId: number }) {
  const runUseCase = useRunUseCase()
  const [start, setStart] = useState(0)
  const [opened, setOpened] = useState<ApplicationWire | null>(null)
  const download = useCvDownload()
  const params = { job_id: String(jobId), _sort: 'created_at', _order: 'DESC', _start: `${start}`, _limit: `${PAGE}` }
  const query = useQuery(resourceListQuery(runUseCase, APPLICATIONS, params))
  const total = query.data?.total ?? 0

  return (
    <section aria-labelledby="candidatures-titre">
      <h2 id="candidatures-titre">Candidatures{query.data === undefined ? '' : ` (${total})`}</h2>
      {query.isPending ? (
        <LoadingState label="Chargement des candidatures…" />
      ) : query.isError ? (
        <ErrorState message="Impossible de charger les candidatures." onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState>Aucune candidature pour cette offre.</EmptyState>
      ) : (
        <TableScroller label="Candidatures reçues">
          <table>
            <caption>Candidatures reçues pour cette offre</caption>
            <thead>
              <tr>
                <th scope="col">Reçue le</th>
                <th scope="col">Nom</th>
                <th scope="col">Statut</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((application) => {
                const name = `${application.first_name} ${application.last_name}`
                return (
                  <tr key={application.id}>
                    <td>{frenchDateTime(application.created_at)}</td>
                    <td>{name}</td>
                    <td>{APPLICATION_STATUS_LABELS[application.status]}</td>
                    <td>
                      <button
                        type="button"
                        className={forms.secondary}
                        aria-label={`Ouvrir la candidature de ${name}`}
                        onClick={() => setOpened(application)}
                      >
                        Ouvrir
                      </button>{' '}
                      <button
                        type="button"
                        className={forms.secondary}
                        aria-label={`Télécharger le CV de ${name}`}
                        onClick={() => void download(application)}
                      >
                        Télécharger le CV
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
      {total > PAGE ? (
        <nav aria-label="Pages des candidatures">
          <button type="button" disabled={start === 0} onClick={() => setStart(Math.max(0, start - PAGE))}>
            Page précédente
          </button>{' '}
          <button type="button" disabled={start + PAGE >= total} onClick={() => setStart(start + PAGE)}>
            Page suivante
          </button>
        </nav>
      ) : null}
      {opened === null ? null : (
        <ApplicationDialog
          application={opened}
          onClose={() => setOpened(null)}
          onDownload={() => void download(opened)}
        />
      )}
    </section>
  )
}
