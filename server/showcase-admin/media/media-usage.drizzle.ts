import { sql, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import type { MediaUsage } from './media-library-store'

// Every column that points at a media (decision 036), as one UNION ALL: the usage list of one media and the
// usage counts of a page of them read the same places, so the two never disagree. A new column
// referencing media must be added here, or the library would let a used file be deleted.
function usagesOf(ids: SQL): SQL {
  return sql`
    select 'home_block' as kind, id, title as label, image_id as media_id from home_blocks where image_id in ${ids}
    union all select 'showcase_category', id, name, image_id from showcase_categories where image_id in ${ids}
    union all select 'showcase_category_seo', id, name, seo_image_id from showcase_categories
      where seo_image_id in ${ids}
    union all select 'showcase_product_image', id, name, image_id from showcase_products where image_id in ${ids}
    union all select 'showcase_product_seo', id, name, seo_image_id from showcase_products where seo_image_id in ${ids}
    union all select 'product_variant', v.id, p.name || ' — ' || v.reference, v.image_id
      from product_variants v join showcase_products p on p.id = v.product_id where v.image_id in ${ids}
    union all select 'article_cover', id, title, cover_id from articles where cover_id in ${ids}
    union all select 'article_seo', id, title, seo_image_id from articles where seo_image_id in ${ids}
    union all select 'job_seo', id, title, seo_image_id from jobs where seo_image_id in ${ids}
    union all select 'partner_logo', id, name, logo_id from partners where logo_id in ${ids}
    union all select 'catalogue_cover', id, title, cover_id from catalogues where cover_id in ${ids}
    union all select 'catalogue_pdf', id, title, pdf_id from catalogues where pdf_id in ${ids}
    ${inText('article_body', sql`articles`, sql`title`, sql`body_html`, ids)}
    ${inText('showcase_product_body', sql`showcase_products`, sql`name`, sql`description_html`, ids)}
    ${inText('job_body', sql`jobs`, sql`title`, sql`description_html`, ids)}
    ${inText('home_block_body', sql`home_blocks`, sql`title`, sql`body_html`, ids)}`
}

// An image placed in a rich text is referenced by its URL (/media/<key>-<width>.webp), not by a column.
// `kind` is one of the constants above, never input: it goes into the statement as a literal.
function inText(kind: string, table: SQL, label: SQL, column: SQL, ids: SQL): SQL {
  return sql`union all select ${sql.raw(`'${kind}'`)}, r.id, r.${label}, m.id from ${table} r
    join media m on r.${column} like '%/media/' || m.key || '-%' where m.id in ${ids}`
}

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`

type UsageRow = { kind: string; id: number; label: string; media_id: number }

export async function usageOf(db: Database | Transaction, id: number): Promise<MediaUsage[]> {
  const query = sql`select * from (${usagesOf(idList([id]))}) as used order by kind, label, id`
  const result = (await db.execute(query)) as unknown as { rows: UsageRow[] }
  return result.rows.map((row) => ({ kind: row.kind, id: Number(row.id), label: row.label }))
}

export async function usageCounts(db: Database | Transaction, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (ids.length === 0) return counts
  const query = sql`select media_id, count(*)::int as used from (${usagesOf(idList(ids))}) as used group by media_id`
  const result = (await db.execute(query)) as unknown as { rows: { media_id: number; used: number }[] }
  for (const row of result.rows) {
    counts.set(Number(row.media_id), Number(row.used))
  }
  return counts
}
