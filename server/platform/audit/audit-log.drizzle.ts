import { and, count, desc, eq, lt } from 'drizzle-orm'
import type { Database, Transaction } from '../db/database'
import { auditLog } from '../db/schema-backoffice'
import type { AuditEntry, AuditHistory } from './audit-entry'
import { withNames } from './audit-references.drizzle'

// Dates become ISO text and secrets never enter the log, whatever the caller passed.
const SECRET_KEYS = new Set(['passwordHash', 'password_hash', 'password'])
function snapshot(values: Record<string, unknown> | null): Record<string, unknown> | null {
  if (values === null) return null
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (SECRET_KEYS.has(key)) continue
    kept[key] = value instanceof Date ? value.toISOString() : value
  }
  return kept
}

// What every save changes by itself: a save whose other values are the same changed nothing.
const BOOKKEEPING = new Set(['version', 'updatedAt', 'updated_at'])
const comparable = (values: Record<string, unknown>) =>
  JSON.stringify(Object.entries(values).filter(([key]) => !BOOKKEEPING.has(key) && !SECRET_KEYS.has(key)))

/** An update that changed no value but its bookkeeping: not recorded (decision 065). */
export const changesNothing = (entry: AuditEntry): boolean =>
  entry.action === 'update' &&
  entry.before !== null &&
  entry.after !== null &&
  comparable(snapshot(entry.before) ?? {}) === comparable(snapshot(entry.after) ?? {})

/** Records one admin write; call it inside the transaction of the write itself. */
export async function recordAudit(tx: Database | Transaction, entry: AuditEntry): Promise<void> {
  if (changesNothing(entry)) return
  await tx.insert(auditLog).values({
    adminId: entry.actor.id,
    adminLogin: entry.actor.login,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  })
}

// Newest first by id, the order of the writes: the cursor `before` is the id of the last entry shown.
export function drizzleAuditHistory(db: Database): AuditHistory {
  return async (entity, entityId, page) => {
    const ofRecord = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))
    const rows = await db
      .select({
        id: auditLog.id,
        adminLogin: auditLog.adminLogin,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
      })
      .from(auditLog)
      .where(page.before === null ? ofRecord : and(ofRecord, lt(auditLog.id, page.before)))
      .orderBy(desc(auditLog.id))
      .limit(page.limit)
    const [counted] = await db.select({ total: count() }).from(auditLog).where(ofRecord)
    const records = rows.map((row) => ({
      ...row,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
    }))
    return { records: await withNames(db, entity, records), total: Number(counted?.total ?? 0) }
  }
}
