import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Transaction } from '../../platform/db/database'
import { attributes, media, showcaseCategories, showcaseProducts } from '../../platform/db/schema-showcase'
import type { CatalogChecks } from './catalog-admin-store'

const SLUGGED = { category: showcaseCategories, product: showcaseProducts, attribute: attributes } as const

/** ILIKE pattern for a typed text: % and _ are literal characters there. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * Serialises the writers of one unique value until the transaction ends, so that checking it first is
 * enough: two administrators saving the same slug at once cannot both pass, and the unique constraint
 * is never left to raise a 500.
 */
export async function lockValue(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

export function catalogChecks(tx: Transaction): CatalogChecks {
  return {
    async slugTaken(family, slug, exceptId) {
      await lockValue(tx, `vitrine-${family}-slug:${slug}`)
      const table = SLUGGED[family]
      const same = eq(table.slug, slug)
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(exceptId === null ? same : and(same, ne(table.id, exceptId)))
        .limit(1)
      return row !== undefined
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
