import { getRouteApi, Link } from '@tanstack/react-router'
import { MEDIA, type MediaWire } from '../../../contract/showcase-admin/media'
import { mediaLabel } from '../../kit/backoffice/media-picker-dialog'
import { MediaUploadForm } from '../../kit/backoffice/media-upload-form'
import { type ListPageComponent, resourceListPage } from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { formatMoment } from '../../kit/format/dates'
import { MediaDeleteDialog } from './media-delete-dialog'
import { formatSize, KIND_LABELS } from './media-labels'
import { MEDIA_LIST_DEFAULTS } from './media-search'
import styles from './media-pages.module.css'

// The showcase's media library (decision 036): every image and PDF the site uses, searchable by alt
// text or file name, with the upload form above; a media is deleted only where nothing uses it.

const route = getRouteApi('/vitrine/backoffice/media/')

const KIND_OPTIONS = [
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents PDF' },
]

const COLUMNS: readonly ResourceColumn<MediaWire>[] = [
  {
    id: 'preview',
    header: 'Aperçu',
    cell: (media) =>
      media.thumbnail_url === null ? (
        <a href={media.url} target="_blank" rel="noreferrer" aria-label={`Ouvrir le PDF ${mediaLabel(media)}`}>
          PDF
        </a>
      ) : (
        <img className={styles.thumbnail} src={media.thumbnail_url} alt="" />
      ),
    hideable: false,
  },
  {
    id: 'alt',
    header: 'Texte alternatif',
    cell: (media) => media.alt || '—',
    sortKey: 'alt',
    hideable: false,
    filter: { param: 'q', label: 'Texte alternatif ou nom du fichier' },
  },
  { id: 'original_name', header: 'Fichier', cell: (media) => media.original_name || '—', sortKey: 'original_name' },
  {
    id: 'kind',
    header: 'Type',
    cell: (media) => KIND_LABELS[media.kind],
    sortKey: 'kind',
    filter: { param: 'kind', label: 'Type', kind: 'select', options: KIND_OPTIONS },
  },
  {
    id: 'dimensions',
    header: 'Dimensions',
    cell: (media) => (media.width === null || media.height === null ? '—' : `${media.width} × ${media.height}`),
  },
  { id: 'size', header: 'Poids', cell: (media) => formatSize(media.size_bytes), sortKey: 'size_bytes', numeric: true },
  { id: 'usage', header: 'Utilisations', cell: (media) => media.usage_count, numeric: true },
  { id: 'created_at', header: 'Ajouté le', cell: (media) => formatMoment(media.created_at), sortKey: 'created_at' },
]

export const MediaListPage: ListPageComponent = resourceListPage(route, {
  resource: MEDIA,
  title: 'Médiathèque',
  intro: <MediaUploadForm headingLevel={2} />,
  table: 'vitrine-media',
  caption: 'Médias de la médiathèque',
  columns: COLUMNS,
  defaults: MEDIA_LIST_DEFAULTS,
  rowActions: (media, remove) => (
    <>
      <Link
        to="/vitrine/backoffice/media/update/$id"
        params={{ id: String(media.id) }}
        aria-label={`Modifier ${mediaLabel(media)}`}
      >
        Modifier
      </Link>
      <MediaDeleteDialog media={media} onDelete={() => void remove(media)} />
    </>
  ),
})
