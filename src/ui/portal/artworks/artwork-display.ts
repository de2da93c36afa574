import { handOverFile } from '../../kit/files/hand-over-file'
import type { ArtworkWire } from '../../../contract/portal/proofs'
import { ARTWORK_MESSAGES, MAX_ARTWORK_BYTES } from '../../../domain/artwork-files'
import { type ChosenFile, chosenFileCheck } from '../../../domain/media-limits'

// How the portal and the back office show a brand's artwork (docs/decisions/076-proof-approval.md).

export const ARTWORK_FIELD_LABEL = 'Fichier (PDF, PNG, JPEG, AI, EPS, SVG — 50 Mo au plus)'

export const ARTWORK_KIND_LABELS: Record<ArtworkWire['kind'], string> = {
  pdf: 'PDF',
  png: 'PNG',
  jpeg: 'JPEG',
  ai: 'Illustrator (AI)',
  eps: 'EPS',
  svg: 'SVG',
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** "1,5 Mo", "12 Ko", "300 octets": the size as a French reader says it. */
export function formatArtworkSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${decimal.format(bytes / (1024 * 1024))} Mo`
  if (bytes >= 1024) return `${decimal.format(bytes / 1024)} Ko`
  return `${bytes} octets`
}

// What the browser may call these files (empty when it cannot tell: the server reads the bytes anyway).
const BROWSER_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'application/postscript',
  'application/illustrator',
  'application/eps',
  'application/x-eps',
  'image/eps',
  'image/x-eps',
]

/** Refused in the browser before anything is sent; the server checks the bytes again (artworkCheck). */
export function chosenArtworkCheck(file: ChosenFile): { kind: 'ok' } | { kind: 'refused'; message: string } {
  if (file.size === 0) return { kind: 'refused', message: ARTWORK_MESSAGES.empty }
  return chosenFileCheck(file, {
    types: BROWSER_TYPES,
    maxBytes: MAX_ARTWORK_BYTES,
    typeMessage: ARTWORK_MESSAGES.wrongType,
    sizeMessage: ARTWORK_MESSAGES.tooLarge,
  })
}

/** Shown files open in a new tab; the others are saved under their name. */
export function handOver(blob: Blob, artwork: Pick<ArtworkWire, 'file_name' | 'viewable'>): void {
  handOverFile(blob, artwork.viewable ? {} : { downloadName: artwork.file_name })
}
