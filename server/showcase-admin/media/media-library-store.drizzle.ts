import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { windowOf } from '../../platform/db/list-order'
import { media } from '../../platform/db/schema-showcase'
import { containsPattern, countRows, deleteById, insertStamped, pageOf, rowById } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import { removeVersioned, saveVersioned, type AuditedUnit } from '../../platform/shared/versioned-save'
import { inUse, missing, saved, stale, type AdminActor } from '../../platform/shared/write-outcome'
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

const auditIn = (tx: Transaction): AuditedUnit => ({ audit: (line) => recordAudit(tx, line) })
const usageCountOf = async (tx: Transaction, id: number) => (await usageCounts(tx, [id])).get(id) ?? 0

/** What the alt text's save and the delete of one media share: who, the audit's terms, the row locked first. */
const versionedIn = (tx: Transaction, actor: AdminActor, id: number, version: number | null) => ({
  actor,
  entity: ENTITY,
  snapshot: audited,
  id,
  version,
  lock: () => rowById(tx, media, id, true),
})

export function drizzleMediaLibraryStore(db: Database): MediaLibraryStore {
  const withCounts = async (rows: MediaRow[]) => {
    const counts = await usageCounts(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({ ...row, usageCount: counts.get(row.id) ?? 0 }))
  }
  return {
    list: (request) =>
      pageOf(
        windowOf(db.select().from(media).where(whereOf(request)).$dynamic(), request, sortColumns, media.id).then(
          withCounts,
        ),
        countRows(db, media, whereOf(request)),
      ),
    async find(id) {
      const row = await rowById(db, media, id)
      return row === null ? null : ((await withCounts([row]))[0] ?? null)
    },
    usage: (id) => usageOf(db, id),
    insert: (actor, values, now) =>
      db.transaction(async (tx) => {
        const row = await insertStamped(tx, media, values, now, 'media')
        const entry = { actor, entity: ENTITY, entityId: row.id, action: 'create', before: null, after: audited(row) }
        await recordAudit(tx, entry)
        return { ...row, usageCount: 0 }
      }),
    updateAlt: (actor, id, version, alt, now) =>
      db.transaction(async (tx) => {
        const outcome = await saveVersioned(auditIn(tx), {
          ...versionedIn(tx, actor, id, version),
          write: () => updateVersioned(tx, media, id, version, { alt, updatedAt: now }),
          answer: async (row) => saved({ ...row, usageCount: await usageCountOf(tx, id) }),
        })
        // Nothing is checked: the outcome is saved, stale or missing.
        return outcome.kind === 'saved' || outcome.kind === 'stale' ? outcome : missing
      }),
    remove: (actor, id, version) =>
      db.transaction(async (tx) => {
        let used = 0
        const outcome = await removeVersioned(auditIn(tx), {
          ...versionedIn(tx, actor, id, version),
          check: async () => {
            used = await usageCountOf(tx, id)
            return used > 0 ? inUse : null
          },
          remove: () => deleteById(tx, media, id),
        })
        // The use case words the refusal of a used media with its count (media-library.use-cases.ts).
        if (outcome.kind === 'saved') return { kind: 'removed', row: outcome.record } as const
        if (outcome.kind === 'refused') return { kind: 'used', count: used } as const
        return outcome.kind === 'stale' ? stale : missing
      }),
  }
}
