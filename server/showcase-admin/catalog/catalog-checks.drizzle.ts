import { and, eq, inArray } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Transaction } from '../../platform/db/database'
import { valueTaken } from '../../platform/db/table-rows'
import { attributes, media, showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import type { CatalogChecks } from './catalog-admin-store'

const SLUGGED = { category: showcaseCategories, product: showcaseProducts, attribute: attributes } as const

export function catalogChecks(tx: Transaction): CatalogChecks {
  return {
    async slugTaken(family, slug, exceptId) {
      const table = SLUGGED[family]
      return valueTaken(tx, table, table.slug, slug, { lockKey: `vitrine-${family}-slug:${slug}`, exceptId })
    },
    async unknownImages(ids) {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
      if (wanted.length === 0) return new Set()
      const rows = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, wanted), eq(media.kind, 'image')))
      const known = new Set(rows.map((row) => row.id))
      return new Set(wanted.filter((id) => !known.has(id)))
    },
    audit: (entry) => recordAudit(tx, entry),
  }
}
