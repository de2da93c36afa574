import { asc, desc, ilike, or, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore } from '../../platform/db/list-order'
import { pageWindow } from '../../platform/db/ordered-rows'
import { catalogues } from '../../platform/db/schema-showcase-content'
import { containsPattern, insertStamped, rowById, valueTaken } from '../../platform/db/table-rows'
import type { CatalogueListRequest, CatalogueStore, CatalogueUnit } from './catalogue-store'
import { homeRowUnit } from './home-admin-sql.drizzle'

const SORT_COLUMNS = {
  position: catalogues.position,
  title: catalogues.title,
  sector: catalogues.sector,
  updated_at: catalogues.updatedAt,
} as const

function whereOf(request: CatalogueListRequest): SQL | undefined {
  if (request.text === null) return undefined
  const pattern = containsPattern(request.text)
  return or(ilike(catalogues.title, pattern), ilike(catalogues.sector, pattern))
}

// Sorted as asked, then by title and id: not list-order.ts's windowOf, whose tie-breaker is the id alone.
function batchOf(db: Database, request: CatalogueListRequest) {
  const direction = request.order === 'DESC' ? desc : asc
  const ordered = db
    .select()
    .from(catalogues)
    .where(whereOf(request))
    .orderBy(direction(SORT_COLUMNS[request.sort]), asc(catalogues.title), asc(catalogues.id))
  return pageWindow(ordered.$dynamic(), request)
}

export function drizzleCatalogueStore(db: Database): CatalogueStore {
  return listStore(db, catalogues, {
    whereOf,
    batch: (request) => batchOf(db, request),
    find: (id) => rowById(db, catalogues, id),
    unit: catalogueUnit,
  })
}

function catalogueUnit(tx: Transaction): CatalogueUnit {
  return {
    ...homeRowUnit(tx, catalogues),
    slugTaken: (slug, exceptId) =>
      valueTaken(tx, catalogues, catalogues.slug, slug, { lockKey: `catalogue-slug:${slug}`, exceptId }),
    insert: (values, now) => insertStamped(tx, catalogues, values, now, 'catalogue'),
  }
}
