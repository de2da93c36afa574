import { sql } from 'drizzle-orm'
import type { SlugRef } from '../../../src/domain/former-slugs'
import type { Database } from '../../platform/db/database'

// Where each former slug's record now lives: the current slug of that record, read in one statement.
// The triggers of drizzle/0014_former_slug_triggers.sql keep former_slugs true on every write.
export type CurrentSlugs = (refs: readonly SlugRef[]) => Promise<Map<string, string>>

export const slugKey = (ref: SlugRef) => `${ref.kind}:${ref.slug}`

export function drizzleCurrentSlugs(db: Database): CurrentSlugs {
  return async (refs) => {
    const found = new Map<string, string>()
    if (refs.length === 0) return found
    const wanted = sql.join(
      refs.map((ref) => sql`(${ref.kind}, ${ref.slug})`),
      sql`, `,
    )
    const result = (await db.execute(sql`
      select f.kind, f.slug, coalesce(a.slug, p.slug, c.slug, j.slug) as current
      from former_slugs f
      left join articles a on f.kind = 'article' and a.id = f.record_id
      left join showcase_products p on f.kind = 'product' and p.id = f.record_id
      left join showcase_categories c on f.kind = 'category' and c.id = f.record_id
      left join jobs j on f.kind = 'job' and j.id = f.record_id
      where (f.kind, f.slug) in (${wanted})`)) as unknown as {
      rows: { kind: SlugRef['kind']; slug: string; current: string | null }[]
    }
    for (const row of result.rows) if (row.current !== null) found.set(slugKey(row), row.current)
    return found
  }
}
