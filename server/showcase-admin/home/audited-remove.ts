import type { AuditEntry } from '../../platform/audit/audit.public'
import { removeVersioned } from '../../platform/shared/versioned-save'
import type { AdminActor, WriteOutcome } from '../../platform/shared/write-outcome'

/** What a delete needs of a store's transaction: the row locked, removed, and the removal audited. */
export type RemovalUnit<R extends { version: number }> = {
  lock(id: number): Promise<R | null>
  remove(id: number): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

/**
 * The delete of a home block, partner or catalogue, inside the caller's transaction: the one versioned
 * removal (docs/decisions/054-one-versioned-save.md) of a row that nothing else holds back.
 */
export function removeAudited<R extends { version: number }>(
  unit: RemovalUnit<R>,
  input: { actor: AdminActor; entity: string; id: number; version: number | null },
): Promise<WriteOutcome<R>> {
  const { actor, entity, id, version } = input
  return removeVersioned(unit, { actor, entity, id, version, lock: () => unit.lock(id), remove: () => unit.remove(id) })
}
