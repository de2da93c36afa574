import { missing, refused, saved, stale, type AdminActor, type WriteOutcome } from './write-outcome'

// The one skeleton of a back-office write (docs/decisions/054-one-versioned-save.md): inside the
// store's transaction, lock the row, check the version the writer read (decision 027), validate,
// write, and record the audit line in the same transaction. The use cases give the steps; the order
// of the steps and the outcomes they end in live here only.

/** Every outcome but `saved`: what ends a write before anything is written. */
export type Refusal = Exclude<WriteOutcome<never>, { kind: 'saved' }>

/**
 * What a bulk action's `check` answers for a row already in the wanted state: nothing is written or
 * audited, and the loop counts only the saved rows, so this refusal never reaches an answer.
 */
export const unchanged: Refusal = refused('unchanged')

export type Snapshot = Record<string, unknown>

/** One audit line, as a store's transaction records it (server/platform/audit, same shape). */
export type AuditLine = {
  actor: AdminActor
  entity: string
  entityId: number
  action: string
  before: Snapshot | null
  after: Snapshot | null
}

/** The store's transaction, as far as the audit goes. */
export type AuditedUnit = { audit(line: AuditLine): Promise<void> }

/** Who writes, on which entity, and what the log keeps of a record (all of it by default). */
type Audited<R> = {
  actor: AdminActor
  entity: string
  snapshot?: (record: R) => Snapshot
}

// A record without a snapshot of its own goes to the log whole, as the use cases always wrote it.
const whole = (record: unknown) => record as Snapshot

/** The audit line of a write done, in the writer's transaction. */
function audit<R>(
  unit: AuditedUnit,
  who: Audited<R>,
  line: { entityId: number; action: string },
  before: R | null,
  after: R | null,
) {
  const snapshot = who.snapshot ?? whole
  return unit.audit({
    actor: who.actor,
    entity: who.entity,
    ...line,
    before: before === null ? null : snapshot(before),
    after: after === null ? null : snapshot(after),
  })
}

/** Validation's answer: a refusal, or the values to write. */
export type Checked<V> = Refusal | { values: V }

export type VersionedSave<R extends { version: number }, V, O> = Audited<R> & {
  /** The record's id, as the audit log names it. */
  id: number
  /** The version the writer read; null skips the check (a write that names none). */
  version: number | null
  /** The row, locked until the end of the transaction; null when it does not exist. */
  lock: () => Promise<R | null>
  /** Runs once the version is known current; left out, the write gets no values. */
  check?: (before: R) => Promise<Checked<V>>
  /** The write and what goes with it; null when the version moved on meanwhile (nothing written). */
  write: (values: V, before: R) => Promise<R | null>
  /** The audit action; 'update' by default. */
  action?: string
  /** The outcome of a write done; the written record by default. */
  answer?: (after: R) => Promise<WriteOutcome<O>>
}

/** The update of one versioned record: missing, stale, the refusal of `check`, or saved. */
export async function saveVersioned<R extends { version: number }, V = undefined, O = R>(
  unit: AuditedUnit,
  steps: VersionedSave<R, V, O>,
): Promise<WriteOutcome<O>> {
  const before = await steps.lock()
  if (before === null) return missing
  if (steps.version !== null && before.version !== steps.version) return stale
  const checked: Checked<V> = steps.check === undefined ? { values: undefined as V } : await steps.check(before)
  if ('kind' in checked) return checked
  const after = await steps.write(checked.values, before)
  if (after === null) return stale
  await audit(unit, steps, { entityId: steps.id, action: steps.action ?? 'update' }, before, after)
  return steps.answer === undefined ? saved(after as unknown as O) : steps.answer(after)
}

export type VersionedRemoval<R extends { version: number }> = Audited<R> & {
  id: number
  /** The version the writer read; null skips the check (a DELETE without `?version=`). */
  version: number | null
  lock: () => Promise<R | null>
  /** Why the record must stay, or null. */
  check?: (before: R) => Promise<Refusal | null>
  /** The delete and what goes with it. */
  remove: (before: R) => Promise<void>
}

/** The delete of one versioned record: missing, stale, the refusal of `check`, or the record removed. */
export async function removeVersioned<R extends { version: number }>(
  unit: AuditedUnit,
  steps: VersionedRemoval<R>,
): Promise<WriteOutcome<R>> {
  const before = await steps.lock()
  if (before === null) return missing
  if (steps.version !== null && before.version !== steps.version) return stale
  const refusal = steps.check === undefined ? null : await steps.check(before)
  if (refusal !== null) return refusal
  await steps.remove(before)
  await audit(unit, steps, { entityId: steps.id, action: 'delete' }, before, null)
  return saved(before)
}

export type AuditedCreation<R extends { id: number }, V, O> = Audited<R> & {
  /** The refusal of the form, or the values to insert. */
  check: () => Promise<Checked<V>>
  /** The insert and what goes with it. */
  insert: (values: V) => Promise<R>
  /** The outcome of the record created; the record itself by default. */
  answer?: (record: R) => Promise<WriteOutcome<O>>
}

/** The creation of one record: the refusal of `check`, or saved with its audit line. */
export async function createAudited<R extends { id: number }, V, O = R>(
  unit: AuditedUnit,
  steps: AuditedCreation<R, V, O>,
): Promise<WriteOutcome<O>> {
  const checked = await steps.check()
  if ('kind' in checked) return checked
  const record = await steps.insert(checked.values)
  await audit(unit, steps, { entityId: record.id, action: 'create' }, null, record)
  return steps.answer === undefined ? saved(record as unknown as O) : steps.answer(record)
}
