import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { homeBlockProducts, homeBlocks, media, showcaseProducts } from '../../platform/db/schema-showcase'
import { catalogues, partners } from '../../platform/db/schema-showcase-content'
import { imageOf, loadImages, mediaUrl } from '../../platform/media/media.public'
import type { ProductCardRecord } from '../catalog/catalog.public'
import { cataloguePdfUrl } from '../catalogues/catalogues.public'
import { selectProductCards } from '../catalog/catalog.public'
import type { Link } from './home-records'
import type { HomeRepository } from './home-repository'

const linkOf = (label: string | null, href: string | null): Link | null =>
  label === null || href === null ? null : { label, href }

export function drizzleHomeRepository(db: Database): HomeRepository {
  return {
    async listBlocks() {
      const rows = await db.select().from(homeBlocks).orderBy(asc(homeBlocks.position), asc(homeBlocks.id))
      const images = await loadImages(
        db,
        rows.map((row) => row.imageId),
      )
      const highlighted = await highlightedProducts(
        db,
        rows.map((row) => row.id),
      )
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        position: row.position,
        title: row.title,
        subtitle: row.subtitle,
        bodyHtml: row.bodyHtml,
        image: imageOf(images, row.imageId),
        link: linkOf(row.linkLabel, row.linkHref),
        secondaryLink: linkOf(row.secondaryLinkLabel, row.secondaryLinkHref),
        products: row.type === 'product_highlight' ? (highlighted.get(row.id) ?? []) : [],
        updatedAt: row.updatedAt,
      }))
    },

    async listPartners() {
      const rows = await db.select().from(partners).orderBy(asc(partners.position), asc(partners.id))
      const images = await loadImages(
        db,
        rows.map((row) => row.logoId),
      )
      // '' is how the back office stores "no site" (the column predates optional sites).
      return rows.map((row) => ({
        name: row.name,
        url: row.url === '' ? null : row.url,
        logo: imageOf(images, row.logoId),
        updatedAt: row.updatedAt,
      }))
    },

    async listCatalogues() {
      const rows = await db
        .select({
          id: catalogues.id,
          title: catalogues.title,
          sector: catalogues.sector,
          description: catalogues.description,
          coverId: catalogues.coverId,
          pdfKey: media.key,
          pdfSource: media.source,
          pdfSizeBytes: media.sizeBytes,
          updatedAt: catalogues.updatedAt,
        })
        .from(catalogues)
        .innerJoin(media, eq(media.id, catalogues.pdfId))
        .orderBy(asc(catalogues.position), asc(catalogues.id))
      const images = await loadImages(
        db,
        rows.map((row) => row.coverId),
      )
      return rows.map(({ coverId, pdfKey, pdfSource, pdfSizeBytes, ...row }) => ({
        ...row,
        cover: imageOf(images, coverId),
        pdfUrl: cataloguePdfUrl({ key: pdfKey, source: pdfSource }, row.title),
        pdfSizeBytes: pdfSizeBytes ?? 0,
      }))
    },
  }
}

async function highlightedProducts(db: Database, blockIds: number[]): Promise<Map<number, ProductCardRecord[]>> {
  const byBlock = new Map<number, ProductCardRecord[]>()
  if (blockIds.length === 0) return byBlock
  const links = await db
    .select({ blockId: homeBlockProducts.blockId, productId: homeBlockProducts.productId, slug: showcaseProducts.slug })
    .from(homeBlockProducts)
    .innerJoin(showcaseProducts, eq(showcaseProducts.id, homeBlockProducts.productId))
    .where(inArray(homeBlockProducts.blockId, blockIds))
    .orderBy(asc(homeBlockProducts.blockId), asc(homeBlockProducts.position))
  if (links.length === 0) return byBlock
  const { items } = await selectProductCards(
    db,
    inArray(showcaseProducts.id, [...new Set(links.map((link) => link.productId))]),
    null,
  )
  const cards = new Map(items.map((card) => [card.slug, card]))
  for (const link of links) {
    const card = cards.get(link.slug)
    if (card !== undefined) byBlock.set(link.blockId, [...(byBlock.get(link.blockId) ?? []), card])
  }
  return byBlock
}
