import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database } from '../../platform/db/database'
import { catalogues } from '../../platform/db/schema-showcase-content'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { CatalogueListRequest, CatalogueStore, CatalogueUnit } from './catalogue-store'
import { lockValue, mediaKindOf } from './home-admin-sql.drizzle'

const SORT_COLUMNS = {
  position: catalogues.position,
  title: catalogues.title,
  sector: catalogues.sector,
  updated_at: catalogues.updatedAt,
} as const

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

function whereOf(request: CatalogueListRequest): SQL | undefined {
  if (request.text === null) return undefined
  const pattern = containsPattern(request.text)
  return or(ilike(catalogues.title, pattern), ilike(catalogues.sector, pattern))
}

export function drizzleCatalogueStore(db: Database): CatalogueStore {
  return {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(catalogues)
          .where(whereOf(request))
          .orderBy(direction(SORT_COLUMNS[request.sort]), asc(catalogues.title), asc(catalogues.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(catalogues).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    async find(id) {
      const [row] = await db.select().from(catalogues).where(eq(catalogues.id, id))
      return row ?? null
    },
    run: (work) =>
      db.transaction(async (tx) => {
        const unit: CatalogueUnit = {
          async lock(id) {
            const [row] = await tx.select().from(catalogues).where(eq(catalogues.id, id)).for('update')
            return row ?? null
          },
          async slugTaken(slug, exceptId) {
            await lockValue(tx, `catalogue-slug:${slug}`)
            const same = eq(catalogues.slug, slug)
            const others = exceptId === null ? same : and(same, ne(catalogues.id, exceptId))
            const [row] = await tx.select({ id: catalogues.id }).from(catalogues).where(others).limit(1)
            return row !== undefined
          },
          async insert(values, now) {
            const [row] = await tx
              .insert(catalogues)
              .values({ ...values, createdAt: now, updatedAt: now })
              .returning()
            if (row === undefined) throw new Error('catalogue not inserted')
            return row
          },
          update: (id, version, values, now) =>
            updateVersioned(tx, catalogues, id, version, {
              ...values,
              updatedAt: now,
            }),
          async remove(id) {
            await tx.delete(catalogues).where(eq(catalogues.id, id))
          },
          mediaKind: (id) => mediaKindOf(tx, id),
          audit: (entry) => recordAudit(tx, entry),
        }
        return work(unit)
      }),
  }
}
