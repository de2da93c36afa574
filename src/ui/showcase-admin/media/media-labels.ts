// What the media library's screens show of a file. Apart from media-search.ts, which the route table
// (in the public pages' entry) imports: these words come only with the back office's chunk.

export const MEDIA_LIST_PATH = '/vitrine/backoffice/media'
export const MEDIA_CRUMB = { label: 'Médiathèque', to: MEDIA_LIST_PATH } as const

export const KIND_LABELS = { image: 'Image', document: 'Document PDF' } as const

/** "1,2 Mo", "35 ko": a file's weight as people read it. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—'
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} ko`
}
