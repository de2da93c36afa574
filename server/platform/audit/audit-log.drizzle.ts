import { and, desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../db/database'
import { auditLog } from '../db/schema-backoffice'
import type { AuditEntry, AuditHistory } from './audit-entry'

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

/** Records one admin write; call it inside the transaction of the write itself. */
export async function recordAudit(tx: Database | Transaction, entry: AuditEntry): Promise<void> {
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

export function drizzleAuditHistory(db: Database): AuditHistory {
  return async (entity, entityId) => {
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
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(200)
    return rows.map((row) => ({
      ...row,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
    }))
  }
}
