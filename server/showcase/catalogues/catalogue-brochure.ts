import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { media } from '../../platform/db/schema-showcase'
import { catalogues } from '../../platform/db/schema-showcase-content'
import { catalogueCategories, catalogueProducts } from '../../platform/db/schema-showcase-links'
import {
  type Brochure,
  type BrochurePicture,
  renderBrochurePdf,
  renditionFileName,
} from '../../platform/media/media.public'
import { ORGANISATION } from '../seo/seo.public'
import { contentHash, isSafeKey, mediaKey, type FileStorage } from '../../platform/storage/storage.public'
import {
  type BrochureImage,
  type BrochureSource,
  type CatalogueHead,
  loadBrochureSource,
  paragraphsOfHtml,
} from './catalogue-brochure-source.drizzle'

// A specialised catalogue's PDF is generated from its content (decision 049). Rendering takes
// pictures and a second or so, so it never runs on a request: the seed records the file's key, the
// start-up step and the catalogue-brochures job write the file (docs/decisions/049-catalogue-pdfs.md).
// The key carries a fingerprint of the content rather than of the bytes, so the seed can name the
// file without rendering it; a new layout changes this number, hence every fingerprint.
const BROCHURE_LAYOUT = 1

export function brochureFingerprint(source: BrochureSource): string {
  return contentHash(new TextEncoder().encode(JSON.stringify({ layout: BROCHURE_LAYOUT, source })), 8)
}

// `catalogues/ecrin-vins-2026.pdf` (the seed's name) or `…-<old fingerprint>.pdf` -> `…-<fingerprint>.pdf`.
export function brochureKey(key: string, fingerprint: string): string {
  return key.replace(/(?:-[0-9a-f]{8})?\.pdf$/, `-${fingerprint}.pdf`)
}

export async function catalogueBrochureKey(db: Database, pdfKey: string, catalogue: CatalogueHead): Promise<string> {
  return brochureKey(pdfKey, brochureFingerprint(await loadBrochureSource(db, catalogue)))
}

const COMPANY = ORGANISATION.legalName
const { streetAddress, postalCode, addressLocality } = ORGANISATION.address
const CONTACT = [
  `${COMPANY} — ${streetAddress}, ${postalCode} ${addressLocality}`,
  `${ORGANISATION.telephone.replace(/^\+33 /, '0')} — ${ORGANISATION.email} — www.ecrin-emballages.fr`,
]
const CUSTOMISATION =
  'Chaque référence se personnalise : dimensions, matières certifiées FSC ou PEFC, impression offset ou numérique, ' +
  'dorure à chaud, gaufrage, vernis sélectif et calages sur mesure. Minimums de commande, délais et tarifs dépendent ' +
  'des quantités et des finitions : notre équipe vous adresse un devis détaillé sous 48 heures ouvrées.'

// The smallest rendition at least `width` wide (or the largest there is), read from the storage.
async function pictureOf(
  files: FileStorage,
  image: BrochureImage | null,
  width: number,
): Promise<BrochurePicture | null> {
  if (image === null || image.widths.length === 0) return null
  const chosen =
    [...image.widths].sort((a, b) => a - b).find((candidate) => candidate >= width) ?? Math.max(...image.widths)
  const key = mediaKey(renditionFileName(image.key, chosen))
  const bytes = isSafeKey(key) ? await files.get(key) : null
  return bytes === null ? null : { bytes, alt: image.alt }
}

export async function catalogueBrochure(source: BrochureSource, files: FileStorage): Promise<Brochure> {
  const products = []
  for (const product of source.products) {
    const variants = []
    for (const variant of product.variants) {
      const size = variant.sizeMm.filter((value): value is number => value !== null)
      const details = [
        ...(size.length === 0
          ? []
          : [`Dimensions (L × H × P) : ${size.map((value) => value.toLocaleString('fr-FR')).join(' × ')} mm`]),
        variant.attributes.map((attribute) => `${attribute.name} : ${attribute.value}`).join(' · '),
      ].filter((detail) => detail !== '')
      variants.push({
        reference: `Réf. ${variant.reference}`,
        details,
        picture: await pictureOf(files, variant.image, 320),
      })
    }
    const main = product.variants.find((variant) => variant.image !== null)?.image ?? null
    products.push({
      name: product.name,
      category: product.category,
      paragraphs: paragraphsOfHtml(product.description),
      picture: await pictureOf(files, main, 640),
      variants,
    })
  }
  return {
    title: source.title,
    subtitle: `Catalogue spécialisé — ${source.sector}`,
    company: COMPANY,
    introduction: [source.description],
    closing: [CUSTOMISATION, 'Échantillons et maquettes blanches sur demande.'],
    cover: await pictureOf(files, source.cover, 640),
    products,
    contact: CONTACT,
    keywords: ['emballages', 'catalogue', source.sector],
  }
}

// Generated catalogue PDFs (no `source`: an uploaded PDF is never overwritten) are written when
// missing from the storage, or under a new key when their content changed since they were named.
// Run at start-up and every minute by the catalogue-brochures job; returns the titles rendered.
export async function ensureCataloguePdfs(db: Database, files: FileStorage): Promise<string[]> {
  const rows = await db
    .select({
      id: catalogues.id,
      mediaId: media.id,
      key: media.key,
      source: media.source,
      title: catalogues.title,
      sector: catalogues.sector,
      description: catalogues.description,
      coverId: catalogues.coverId,
    })
    .from(catalogues)
    .innerJoin(media, eq(media.id, catalogues.pdfId))
  const [categoryLinks, productLinks] = await Promise.all([
    db.select().from(catalogueCategories),
    db.select().from(catalogueProducts),
  ])
  const written: string[] = []
  for (const row of rows) {
    if (row.source !== null || !isSafeKey(mediaKey(row.key))) continue
    const categoryIds = categoryLinks.filter((link) => link.catalogueId === row.id).map((link) => link.categoryId)
    const productIds = productLinks.filter((link) => link.catalogueId === row.id).map((link) => link.productId)
    const source = await loadBrochureSource(db, { ...row, categoryIds, productIds })
    const key = brochureKey(row.key, brochureFingerprint(source))
    if (key === row.key && (await files.size(mediaKey(key))) !== null) continue
    const bytes = await renderBrochurePdf(await catalogueBrochure(source, files))
    await files.put(mediaKey(key), bytes, 'application/pdf')
    // Only the row as it was read: another server may have renamed it meanwhile (it then removes the
    // old file itself), and a row that became an upload keeps its file.
    const renamed = await db
      .update(media)
      .set({ key, sizeBytes: bytes.length, updatedAt: new Date() })
      .where(and(eq(media.id, row.mediaId), eq(media.key, row.key), isNull(media.source)))
      .returning({ id: media.id })
    if (renamed.length > 0 && key !== row.key) await files.remove(mediaKey(row.key))
    written.push(row.title)
  }
  return written
}
