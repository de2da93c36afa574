import type { MediaUsageWire, MediaWire } from '../../../src/contract/showcase-admin/media'
import { mediaUrl, renditionFileName } from '../../platform/media/media.public'
import type { MediaRecord, MediaUsage } from './media-library-store'

// The media library's wire shapes (src/contract/showcase-admin/media.ts).

function renditionsOf(record: MediaRecord): { width: number; height: number }[] {
  const stored = Array.isArray(record.renditions) ? record.renditions : []
  return [...stored].sort((a, b) => a.width - b.width)
}

export function presentMedia(record: MediaRecord): MediaWire {
  const renditions = renditionsOf(record)
  const smallest = renditions[0]
  const largest = renditions[renditions.length - 1]
  const imageUrl = (width: number) => mediaUrl(renditionFileName(record.key, width))
  const isImage = record.kind === 'image'
  return {
    id: record.id,
    kind: record.kind,
    mime_type: record.mimeType,
    alt: record.alt,
    original_name: record.originalName,
    width: record.width,
    height: record.height,
    size_bytes: record.sizeBytes,
    url: isImage ? (largest === undefined ? '' : imageUrl(largest.width)) : mediaUrl(record.key),
    thumbnail_url: isImage && smallest !== undefined ? imageUrl(smallest.width) : null,
    usage_count: record.usageCount,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  }
}

// Where a media is used, said in French for the confirmation before a deletion.
const PLACES: Readonly<Record<string, string>> = {
  home_block: 'Bloc de la page d’accueil',
  showcase_category: 'Image de la catégorie',
  showcase_category_seo: 'Image de partage de la catégorie',
  showcase_product_image: 'Image du produit',
  showcase_product_seo: 'Image de partage du produit',
  product_variant: 'Image de la déclinaison',
  article_cover: 'Couverture de l’article',
  article_seo: 'Image de partage de l’article',
  job_seo: 'Image de partage de l’offre d’emploi',
  partner_logo: 'Logo du partenaire',
  catalogue_cover: 'Couverture du catalogue',
  catalogue_pdf: 'PDF du catalogue',
  article_body: 'Image dans le texte de l’article',
  showcase_product_body: 'Image dans la description du produit',
  job_body: 'Image dans la description de l’offre d’emploi',
  home_block_body: 'Image dans un bloc de la page d’accueil',
}

export function presentUsage(usage: MediaUsage): MediaUsageWire {
  return { kind: usage.kind, id: usage.id, label: `${PLACES[usage.kind] ?? usage.kind} : ${usage.label}` }
}
