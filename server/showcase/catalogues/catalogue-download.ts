import { slugify } from '../../../src/domain/slug'
import { mediaUrl } from '../../platform/media/media.public'

// An uploaded PDF is stored under a hash (`uploads/<hash>-<random>.pdf`): offered as is, it would download
// under that name. Its address asks the media route for the catalogue's title as the file name instead
// (`?nom=`, checked again there); a generated PDF is already named after its catalogue (decision 049).

/** « Vins, spiritueux & gastronomie 2026 » -> `vins-spiritueux-gastronomie-2026.pdf`. */
export function catalogueFileName(title: string): string {
  return `${slugify(title).slice(0, 100).replace(/-+$/, '') || 'catalogue'}.pdf`
}

export function cataloguePdfUrl(pdf: { key: string; source: string | null }, title: string): string {
  const url = mediaUrl(pdf.key)
  return pdf.source === null ? url : `${url}?nom=${encodeURIComponent(catalogueFileName(title))}`
}
