import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { AuditEntry } from '../../platform/audit/audit.public'
import { refused, saved, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'

// The saved order of an ordered list (home blocks, partners): the administrator sends the ids of ALL
// the records in their new order. Anything else (a record added or deleted by someone else since the
// list was read, an id twice) is refused as a whole, so no record ever lands at a guessed position.

export type Placement = { id: number; position: number }

/** One transaction: the rows locked, their positions written, each move audited. */
export type OrderUnit = {
  /** Every row's id and position, locked until the end of the transaction. */
  lockOrder(): Promise<Placement[]>
  setPosition(id: number, position: number, now: Date): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

export function isSameSet(ids: readonly number[], current: readonly Placement[]): boolean {
  const wanted = new Set(ids)
  return wanted.size === ids.length && ids.length === current.length && current.every((row) => wanted.has(row.id))
}

/** Positions from 1 in the given order; only the rows that moved are written and audited. */
export async function saveOrder(
  unit: OrderUnit,
  input: {
    actor: AdminActor
    entity: string
    ids: readonly number[]
    now: Date
  },
): Promise<WriteOutcome<Placement[]>> {
  const current = await unit.lockOrder()
  if (!isSameSet(input.ids, current)) return refused(M.orderMismatch)
  const before = new Map(current.map((row) => [row.id, row.position]))
  const placements = input.ids.map((id, index) => ({
    id,
    position: index + 1,
  }))
  for (const { id, position } of placements) {
    const previous = before.get(id)
    if (previous === position) continue
    await unit.setPosition(id, position, input.now)
    await unit.audit({
      actor: input.actor,
      entity: input.entity,
      entityId: id,
      action: 'reorder',
      before: { position: previous },
      after: { position },
    })
  }
  return saved(placements)
}
