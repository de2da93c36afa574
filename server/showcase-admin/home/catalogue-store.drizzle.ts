import { randomUUID } from 'node:crypto'
import { asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore } from '../../platform/db/list-order'
import { pageWindow } from '../../platform/db/ordered-rows'
import { media, showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import { catalogues } from '../../platform/db/schema-showcase-content'
import { catalogueCategories, catalogueProducts } from '../../platform/db/schema-showcase-links'
import { containsPattern, insertStamped, rowById, valueTaken } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type {
  CatalogueListRequest,
  CataloguePdf,
  CatalogueRecord,
  CatalogueStore,
  CatalogueUnit,
  CatalogueValues,
} from './catalogue-store'
import { homeRowUnit } from './home-admin-sql.drizzle'

const SORT_COLUMNS = {
  position: catalogues.position,
  title: catalogues.title,
  sector: catalogues.sector,
  updated_at: catalogues.updatedAt,
} as const

type Reader = Database | Transaction
type CatalogueRow = typeof catalogues.$inferSelect

function whereOf(request: CatalogueListRequest): SQL | undefined {
  if (request.text === null) return undefined
  const pattern = containsPattern(request.text)
  return or(ilike(catalogues.title, pattern), ilike(catalogues.sector, pattern))
}

// The rows with what they choose and where their PDF comes from, read in three queries whatever their number.
async function recordsOf(db: Reader, rows: CatalogueRow[]): Promise<CatalogueRecord[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const pdfIds = rows.map((row) => row.pdfId)
  const [categories, products, pdfs] = await Promise.all([
    db.select().from(catalogueCategories).where(inArray(catalogueCategories.catalogueId, ids)),
    db.select().from(catalogueProducts).where(inArray(catalogueProducts.catalogueId, ids)),
    db.select({ id: media.id, source: media.source }).from(media).where(inArray(media.id, pdfIds)),
  ])
  const generated = new Set(pdfs.filter((pdf) => pdf.source === null).map((pdf) => pdf.id))
  const sorted = (list: number[]) => list.sort((a, b) => a - b)
  return rows.map((row) => ({
    ...row,
    pdfOrigin: generated.has(row.pdfId) ? 'generated' : 'uploaded',
    categoryIds: sorted(categories.filter((link) => link.catalogueId === row.id).map((link) => link.categoryId)),
    productIds: sorted(products.filter((link) => link.catalogueId === row.id).map((link) => link.productId)),
  }))
}

async function recordById(db: Reader, id: number, forUpdate = false): Promise<CatalogueRecord | null> {
  const row = await rowById(db, catalogues, id, forUpdate)
  return row === null ? null : ((await recordsOf(db, [row]))[0] ?? null)
}

// Sorted as asked, then by title and id: not list-order.ts's windowOf, whose tie-breaker is the id alone.
async function batchOf(db: Database, request: CatalogueListRequest) {
  const direction = request.order === 'DESC' ? desc : asc
  const ordered = db
    .select()
    .from(catalogues)
    .where(whereOf(request))
    .orderBy(direction(SORT_COLUMNS[request.sort]), asc(catalogues.title), asc(catalogues.id))
  return recordsOf(db, await pageWindow(ordered.$dynamic(), request))
}

export function drizzleCatalogueStore(db: Database): CatalogueStore {
  return listStore(db, catalogues, {
    whereOf,
    batch: (request) => batchOf(db, request),
    find: (id) => recordById(db, id),
    unit: catalogueUnit,
  })
}

async function unknownIds(tx: Transaction, table: typeof showcaseCategories | typeof showcaseProducts, ids: number[]) {
  if (ids.length === 0) return []
  const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id))
  return ids.filter((id) => !found.has(id))
}

// A generated PDF is a media row without `source` nor file: the start-up step and the catalogue-brochures job
// render it within a minute and rename it after its content (decision 049). The random part keeps the key
// unique when a deleted catalogue's PDF, kept in the library, had the same slug.
async function pdfIdOf(tx: Transaction, pdf: CataloguePdf, values: CatalogueValues, current: number | null) {
  if (pdf.origin === 'uploaded') return pdf.id
  if (current !== null) {
    const [row] = await tx.select({ source: media.source }).from(media).where(eq(media.id, current))
    if (row !== undefined && row.source === null) return current
  }
  const key = `catalogues/${values.slug}-${randomUUID().slice(0, 6)}.pdf`
  const [row] = await tx
    .insert(media)
    .values({
      key,
      kind: 'document',
      mimeType: 'application/pdf',
      alt: values.title,
      originalName: `${values.slug}.pdf`,
    })
    .returning({ id: media.id })
  if (row === undefined) throw new Error('catalogue PDF not inserted')
  return row.id
}

// The chosen categories and products, replaced as a whole inside the catalogue's write.
async function writeChoices(tx: Transaction, catalogueId: number, values: CatalogueValues) {
  await tx.delete(catalogueCategories).where(eq(catalogueCategories.catalogueId, catalogueId))
  await tx.delete(catalogueProducts).where(eq(catalogueProducts.catalogueId, catalogueId))
  const categories = [...new Set(values.categoryIds)].map((categoryId) => ({ catalogueId, categoryId }))
  const products = [...new Set(values.productIds)].map((productId) => ({ catalogueId, productId }))
  if (categories.length > 0) await tx.insert(catalogueCategories).values(categories)
  if (products.length > 0) await tx.insert(catalogueProducts).values(products)
}

function columnsOf(values: CatalogueValues, pdfId: number) {
  const { title, slug, sector, description, coverId, position } = values
  return { title, slug, sector, description, coverId, position, pdfId }
}

function catalogueUnit(tx: Transaction): CatalogueUnit {
  const { remove, mediaKind, audit } = homeRowUnit(tx, catalogues)
  return {
    remove,
    mediaKind,
    audit,
    lock: (id) => recordById(tx, id, true),
    slugTaken: (slug, exceptId) =>
      valueTaken(tx, catalogues, catalogues.slug, slug, { lockKey: `catalogue-slug:${slug}`, exceptId }),
    unknownCategories: (ids) => unknownIds(tx, showcaseCategories, [...ids]),
    unknownProducts: (ids) => unknownIds(tx, showcaseProducts, [...ids]),
    insert: async (values, now) => {
      const pdfId = await pdfIdOf(tx, values.pdf, values, null)
      const row = await insertStamped(tx, catalogues, columnsOf(values, pdfId), now, 'catalogue')
      await writeChoices(tx, row.id, values)
      return (await recordById(tx, row.id)) as CatalogueRecord
    },
    update: async (id, version, values, now) => {
      const [before] = await tx.select({ pdfId: catalogues.pdfId }).from(catalogues).where(eq(catalogues.id, id))
      const pdfId = await pdfIdOf(tx, values.pdf, values, before?.pdfId ?? null)
      const row = await updateVersioned(tx, catalogues, id, version, { ...columnsOf(values, pdfId), updatedAt: now })
      if (row === null) return null
      await writeChoices(tx, id, values)
      return recordById(tx, id)
    },
  }
}
