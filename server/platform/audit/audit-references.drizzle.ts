import { inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'
import { brands, shops } from '../db/schema'
import { categories, products } from '../db/schema-portal'
import { attributes, media, showcaseCategories, showcaseProducts } from '../db/schema-showcase'
import { blogCategories, jobs } from '../db/schema-showcase-content'
import type { AuditRecord } from './audit-entry'

// The history shows names, not ids (decision 065): a value that points to another record (a shop's
// brand, an article's image) is named as that record is named today. Resolved when read, so a renamed
// brand shows its current name; a record deleted since keeps its bare id.

type Target = { table: PgTable; id: PgColumn; name: PgColumn }
type Resolve = (entity: string, field: string) => Target | null

const target = (table: PgTable & { id: PgColumn }, name: PgColumn): Target => ({ table, id: table.id, name })
const BRAND = target(brands, brands.name)
const SHOP = target(shops, shops.name)
const CATEGORY = target(categories, categories.name)
const PRODUCT = target(products, products.name)
const SHOWCASE_CATEGORY = target(showcaseCategories, showcaseCategories.name)
const BLOG_CATEGORY = target(blogCategories, blogCategories.name)
const SHOWCASE_PRODUCT = target(showcaseProducts, showcaseProducts.name)
const MEDIUM = target(media, media.originalName)
const JOB = target(jobs, jobs.title)
const ATTRIBUTE = target(attributes, attributes.name)

const MEDIA_FIELDS = /^(image|cover|logo|pdf|media|seo_image|og_image)_id$/
const BLOG_ENTITIES = new Set(['vitrine_article', 'vitrine_blog_category'])

/** Which table a field of an entity points to; field names as on the wire (snake_case). */
export const referenceOf: Resolve = (entity, field) => {
  if (!entity.startsWith('vitrine_')) {
    if (field === 'brand_id') return BRAND
    if (field === 'shop_id' || field === 'validator_id') return SHOP
    if (field === 'category_id' || field === 'parent_id') return CATEGORY
    return field === 'product_id' ? PRODUCT : null
  }
  if (MEDIA_FIELDS.test(field)) return MEDIUM
  if (field === 'category_id' || field === 'parent_id') {
    return BLOG_ENTITIES.has(entity) ? BLOG_CATEGORY : SHOWCASE_CATEGORY
  }
  if (field === 'product_id' || field === 'product_ids') return SHOWCASE_PRODUCT
  if (field === 'job_id') return JOB
  return field === 'attribute_id' ? ATTRIBUTE : null
}

export const wireName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

const idsIn = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.flatMap(idsIn)
    : Number.isInteger(value) && (value as number) > 0
      ? [value as number]
      : []

/** Each record's history entries with `names`: one query per table pointed to, whatever the page's size. */
export async function withNames(db: Database, entity: string, records: AuditRecord[]): Promise<AuditRecord[]> {
  const wanted = new Map<Target, Set<number>>()
  const fieldsOf = (record: AuditRecord) =>
    [record.before, record.after].flatMap((values) => Object.entries(values ?? {}))
  for (const record of records) {
    for (const [name, value] of fieldsOf(record)) {
      const table = referenceOf(entity, wireName(name))
      if (table === null) continue
      const ids = wanted.get(table) ?? new Set<number>()
      for (const id of idsIn(value)) ids.add(id)
      wanted.set(table, ids)
    }
  }
  const named = new Map<Target, Map<number, string>>()
  for (const [table, ids] of wanted) {
    if (ids.size === 0) continue
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table.table)
      .where(inArray(table.id, [...ids]))
    named.set(table, new Map(rows.map((row) => [Number(row.id), String(row.name)])))
  }
  return records.map((record) => {
    const names: Record<string, Record<string, string>> = {}
    for (const [name, value] of fieldsOf(record)) {
      const field = wireName(name)
      const table = referenceOf(entity, field)
      const known = table === null ? undefined : named.get(table)
      for (const id of known === undefined ? [] : idsIn(value)) {
        const found = known?.get(id)
        if (found !== undefined && found !== '') names[field] = { ...names[field], [String(id)]: found }
      }
    }
    return Object.keys(names).length === 0 ? record : { ...record, names }
  })
}
