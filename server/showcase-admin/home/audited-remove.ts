import type { AuditEntry } from '../../platform/audit/audit.public'
import { missing, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'

/** What a delete needs of a store's transaction: the row locked, removed, and the removal audited. */
export type RemovalUnit<R extends { version: number }> = {
  lock(id: number): Promise<R | null>
  remove(id: number): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

/**
 * The delete of a home block, partner or catalogue, inside the caller's transaction: unknown is
 * missing, a version read before someone else's change is stale, else the row goes with its audit record.
 */
export async function removeAudited<R extends { version: number }>(
  unit: RemovalUnit<R>,
  input: { actor: AdminActor; entity: string; id: number; version: number | null },
): Promise<WriteOutcome<R>> {
  const before = await unit.lock(input.id)
  if (before === null) return missing
  if (input.version !== null && before.version !== input.version) return stale
  await unit.remove(input.id)
  const { actor, entity, id } = input
  await unit.audit({ actor, entity, entityId: id, action: 'delete', before, after: null })
  return saved(before)
}
