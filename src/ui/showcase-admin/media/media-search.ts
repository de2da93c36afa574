import { MEDIA_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The media library's address: paging, one of the API's sorts, the text filter `q` and the `kind`.
export const mediaListSearch = listSearchSchema({ sorts: MEDIA_SORTS, filters: ['q', 'kind'] })
export const MEDIA_LIST_DEFAULTS = { sort: 'created_at', order: 'desc' } as const

export const MEDIA_LIST_PATH = '/vitrine/backoffice/media'
export const MEDIA_CRUMB = { label: 'Médiathèque', to: MEDIA_LIST_PATH } as const

export const KIND_LABELS = { image: 'Image', document: 'Document PDF' } as const

/** "1,2 Mo", "35 ko": a file's weight as people read it. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—'
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} ko`
}
