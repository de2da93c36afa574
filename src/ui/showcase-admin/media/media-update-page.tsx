import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { MediaLibraryGateway } from '../../../application/showcase-admin/ports/media-library-gateway'
import { MEDIA } from '../../../contract/showcase-admin/media'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import type { FormField } from '../../kit/backoffice/form-field'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { failureText } from '../../kit/backoffice/kit-failures'
import { mediaLabel } from '../../kit/backoffice/media-picker-dialog'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { formatSize, KIND_LABELS, MEDIA_CRUMB, MEDIA_LIST_PATH } from './media-labels'
import styles from './media-pages.module.css'

// One media of the library: its preview, its alternative text (the one thing to edit: a file is
// replaced by uploading another), where it is used, and its history.

const updateRoute = getRouteApi('/vitrine/backoffice/media/update/$id')

const LABELS = { alt: 'Texte alternatif', original_name: 'Fichier', kind: 'Type' }

export function MediaUpdatePage() {
  const { id, record: media } = useRouteRecord(updateRoute, MEDIA)
  const fields: readonly FormField[] = [
    {
      name: 'alt',
      label: 'Texte alternatif',
      required: media.kind === 'image',
      hint: 'Ce que montre l’image, lu à qui ne la voit pas (250 caractères au plus).',
    },
  ]
  return (
    <BackofficePage title={`Modifier le média ${mediaLabel(media)}`} trail={[MEDIA_CRUMB]}>
      {media.thumbnail_url === null ? (
        <p>
          <a href={media.url} target="_blank" rel="noreferrer">
            Ouvrir le PDF {media.original_name}
          </a>
        </p>
      ) : (
        <img className={styles.preview} src={media.url} alt={media.alt} />
      )}
      <p>
        {KIND_LABELS[media.kind]} — {media.original_name || 'sans nom'} — {formatSize(media.size_bytes)}
        {media.width === null ? '' : ` — ${media.width} × ${media.height} px`}
      </p>
      <RecordForm
        resource={MEDIA}
        listPath={MEDIA_LIST_PATH}
        record={media}
        fields={fields}
        initialValues={{ alt: media.alt }}
      />
      <MediaUsageList id={media.id} />
      <HistoryPanel resource={MEDIA} id={media.id} labels={LABELS} />
    </BackofficePage>
  )
}

function MediaUsageList({ id }: { id: number }) {
  const runUseCase = useRunUseCase()
  const usage = useQuery({
    queryKey: ['media-library', 'usage', id],
    queryFn: ({ signal }) =>
      runUseCase(
        MediaLibraryGateway.use((media) => media.usage(id)),
        { signal },
      ),
  })
  return (
    <section className={styles.usage} aria-labelledby="media-utilisations">
      <h2 id="media-utilisations">Utilisations</h2>
      {usage.isPending ? (
        <LoadingState label="Recherche des utilisations…" />
      ) : usage.isError ? (
        <ErrorState message="Impossible de charger les utilisations" detail={failureText(usage.error, '')} />
      ) : usage.data.length === 0 ? (
        <EmptyState>Ce média n’est utilisé nulle part.</EmptyState>
      ) : (
        <ul>
          {usage.data.map((place) => (
            <li key={`${place.kind}-${place.id}`}>{place.label}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
