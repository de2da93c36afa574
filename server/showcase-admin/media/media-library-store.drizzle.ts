import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { media } from '../../platform/db/schema-showcase'
import { updateVersioned } from '../../platform/db/versioned-update'
import { removeVersioned, saveVersioned, type AuditedUnit } from '../../platform/shared/versioned-save'
import { inUse, missing, saved, stale } from '../../platform/shared/write-outcome'
import type { MediaLibraryStore, MediaListRequest, MediaRow, MediaSort } from './media-library-store'
import { usageCounts, usageOf } from './media-usage.drizzle'

// The media library's rows (decision 036). Every write and its audit record share one transaction; a
// deletion locks the row first, so a record that starts pointing at it meanwhile waits for the end
// (its foreign key check needs the row) and the usage counted here stays true. Updates and deletes are
// the one versioned save of the back offices (docs/decisions/054-one-versioned-save.md).

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

const lockRow = async (tx: Transaction, id: number) =>
  (await tx.select().from(media).where(eq(media.id, id)).for('update'))[0] ?? null
const auditIn = (tx: Transaction): AuditedUnit => ({ audit: (line) => recordAudit(tx, line) })

export function drizzleMediaLibraryStore(db: Database): MediaLibraryStore {
  const withCounts = async (rows: MediaRow[]) => {
    const counts = await usageCounts(
      db,
      rows.map((row) => row.id),
    )
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
        const outcome = await saveVersioned(auditIn(tx), {
          actor,
          entity: ENTITY,
          snapshot: audited,
          id,
          version,
          lock: () => lockRow(tx, id),
          write: () => updateVersioned(tx, media, id, version, { alt, updatedAt: now }),
          answer: async (row) => saved({ ...row, usageCount: (await usageCounts(tx, [id])).get(id) ?? 0 }),
        })
        // Nothing is checked: the outcome is saved, stale or missing.
        return outcome.kind === 'saved' || outcome.kind === 'stale' ? outcome : missing
      }),
    remove: (actor, id, version) =>
      db.transaction(async (tx) => {
        let used = 0
        const outcome = await removeVersioned(auditIn(tx), {
          actor,
          entity: ENTITY,
          snapshot: audited,
          id,
          version,
          lock: () => lockRow(tx, id),
          check: async () => {
            used = (await usageCounts(tx, [id])).get(id) ?? 0
            return used > 0 ? inUse : null
          },
          remove: async () => {
            await tx.delete(media).where(eq(media.id, id))
          },
        })
        // The use case words the refusal of a used media with its count (media-library.use-cases.ts).
        if (outcome.kind === 'saved') return { kind: 'removed', row: outcome.record } as const
        if (outcome.kind === 'refused') return { kind: 'used', count: used } as const
        return outcome.kind === 'stale' ? stale : missing
      }),
  }
}
