import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { media } from '../../platform/db/schema-showcase'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { MediaLibraryStore, MediaListRequest, MediaRow, MediaSort } from './media-library-store'
import { usageCounts, usageOf } from './media-usage.drizzle'

// The media library's rows (issue 9). Every write and its audit record share one transaction; a
// deletion locks the row first, so a record that starts pointing at it meanwhile waits for the end
// (its foreign key check needs the row) and the usage counted here stays true.

const ENTITY = 'vitrine_media'

const sortColumns: Record<MediaSort, SQL> = {
  created_at: sql`${media.createdAt}`,
  alt: frenchSortKey(media.alt),
  original_name: frenchSortKey(media.originalName),
  size_bytes: sql`${media.sizeBytes}`,
  kind: sql`${media.kind}`,
}

// ILIKE pattern for a typed text: % and _ are literal characters there.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

function whereOf(request: MediaListRequest): SQL | undefined {
  const text = request.text === null ? undefined : containsPattern(request.text)
  return and(
    text === undefined ? undefined : or(ilike(media.alt, text), ilike(media.originalName, text)),
    request.kind === null ? undefined : eq(media.kind, request.kind),
  )
}

/** What the audit log keeps of a media: what the library shows, not its renditions. */
const audited = (row: MediaRow) => ({
  kind: row.kind,
  mime_type: row.mimeType,
  alt: row.alt,
  original_name: row.originalName,
  key: row.key,
  size_bytes: row.sizeBytes,
  version: row.version,
})

export function drizzleMediaLibraryStore(db: Database): MediaLibraryStore {
  const withCounts = async (rows: MediaRow[]) => {
    const counts = await usageCounts(db, rows.map((row) => row.id))
    return rows.map((row) => ({ ...row, usageCount: counts.get(row.id) ?? 0 }))
  }
  return {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(media)
          .where(whereOf(request))
          .orderBy(direction(sortColumns[request.sort]), direction(media.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(media).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items: await withCounts(rows) }
    },
    async find(id) {
      const rows = await db.select().from(media).where(eq(media.id, id))
      const [record] = await withCounts(rows)
      return record ?? null
    },
    usage: (id) => usageOf(db, id),
    insert: (actor, values, now) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(media)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning()
        if (row === undefined) throw new Error('media not inserted')
        const entry = { actor, entity: ENTITY, entityId: row.id, action: 'create', before: null, after: audited(row) }
        await recordAudit(tx, entry)
        return { ...row, usageCount: 0 }
      }),
    updateAlt: (actor, id, version, alt, now) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(media).where(eq(media.id, id)).for('update')
        if (before === undefined) return { kind: 'missing' } as const
        const row = await updateVersioned(tx, media, id, version, { alt, updatedAt: now })
        if (row === null) return { kind: 'stale' } as const
        const after = audited(row)
        await recordAudit(tx, { actor, entity: ENTITY, entityId: id, action: 'update', before: audited(before), after })
        const counts = await usageCounts(tx, [id])
        return { kind: 'saved', record: { ...row, usageCount: counts.get(id) ?? 0 } } as const
      }),
    remove: (actor, id, version) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update')
        if (row === undefined) return { kind: 'missing' } as const
        if (version !== null && row.version !== version) return { kind: 'stale' } as const
        const used = (await usageCounts(tx, [id])).get(id) ?? 0
        if (used > 0) return { kind: 'used', count: used } as const
        await tx.delete(media).where(eq(media.id, id))
        const entry = { actor, entity: ENTITY, entityId: id, action: 'delete', before: audited(row), after: null }
        await recordAudit(tx, entry)
        return { kind: 'removed', row } as const
      }),
  }
}
