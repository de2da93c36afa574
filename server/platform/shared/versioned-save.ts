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

type Snapshot = Record<string, unknown>

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
  const snapshot = steps.snapshot ?? whole
  await unit.audit({
    actor: steps.actor,
    entity: steps.entity,
    entityId: steps.id,
    action: steps.action ?? 'update',
    before: snapshot(before),
    after: snapshot(after),
  })
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
  const snapshot = steps.snapshot ?? whole
  await unit.audit({
    actor: steps.actor,
    entity: steps.entity,
    entityId: steps.id,
    action: 'delete',
    before: snapshot(before),
    after: null,
  })
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
  const snapshot = steps.snapshot ?? whole
  await unit.audit({
    actor: steps.actor,
    entity: steps.entity,
    entityId: record.id,
    action: 'create',
    before: null,
    after: snapshot(record),
  })
  return steps.answer === undefined ? saved(record as unknown as O) : steps.answer(record)
}

/**
 * What most resources' transactions offer: their row locked, inserted, updated and removed by id, and the
 * audit. A unit of another shape (a row owned by a parent, an insert with more than its values) calls the
 * three skeletons above directly.
 */
export type RowUnit<R, C, W> = AuditedUnit & {
  lock(id: number): Promise<R | null>
  insert(values: C, now: Date): Promise<R>
  update(id: number, version: number, values: W, now: Date): Promise<R | null>
  remove(id: number): Promise<void>
}

type Row = { id: number; version: number }
type RowOf<U> = U extends { lock(id: number): Promise<(infer R extends Row) | null> } ? R : never
type CreatedOf<U> = U extends { insert(values: infer C, now: Date): Promise<unknown> } ? C : never
type WrittenOf<U> = U extends { update(id: number, version: number, values: infer W, now: Date): Promise<unknown> }
  ? W
  : never

/** A store that runs its units of work, each in one transaction. */
export type UnitStore<U> = { run<T>(work: (unit: U) => Promise<T>): Promise<T> }

/** The steps of an update that differ between resources; the lock, the write and the audit are the same. */
export type RowSave<U, O> = {
  check: (unit: U, before: RowOf<U>) => Promise<Checked<WrittenOf<U>>>
  /** The audit action; 'update' by default. */
  action?: string
  /** The outcome of a write done; the written record by default. */
  answer?: (unit: U, after: RowOf<U>) => Promise<WriteOutcome<O>>
}

/**
 * The writes of one resource whose unit is a RowUnit (docs/decisions/054-one-versioned-save.md): the entity
 * the audit names, the lock, the insert and update stamped by the clock, and the removal are wired once
 * here, so that a use case only says what it checks and what it answers. An update writes over the version
 * it locked: once the check of the version read has passed, the two are the same.
 */
export function rowWrites<U extends RowUnit<RowOf<U>, CreatedOf<U>, WrittenOf<U>>>(deps: {
  store: UnitStore<U>
  clock: { now(): Date }
  entity: string
  snapshot?: (record: RowOf<U>) => Snapshot
}) {
  const { store, clock, entity, snapshot } = deps

  /** One update inside the caller's transaction (a bulk action loops over it). */
  const saveIn = <O = RowOf<U>>(unit: U, actor: AdminActor, id: number, version: number | null, steps: RowSave<U, O>) =>
    saveVersioned<RowOf<U>, WrittenOf<U>, O>(unit, {
      actor,
      entity,
      snapshot,
      id,
      version,
      lock: () => unit.lock(id),
      check: (before) => steps.check(unit, before),
      write: (values, locked: Row) => unit.update(id, locked.version, values, clock.now()),
      action: steps.action,
      answer: steps.answer === undefined ? undefined : (after) => steps.answer!(unit, after),
    })

  return {
    saveIn,

    create: <O = RowOf<U>>(
      actor: AdminActor,
      check: (unit: U) => Promise<Checked<CreatedOf<U>>>,
      answer?: (unit: U, record: RowOf<U>) => Promise<WriteOutcome<O>>,
    ): Promise<WriteOutcome<O>> =>
      store.run((unit) =>
        createAudited<RowOf<U>, CreatedOf<U>, O>(unit, {
          actor,
          entity,
          snapshot,
          check: () => check(unit),
          insert: (values) => unit.insert(values, clock.now()),
          answer: answer === undefined ? undefined : (record) => answer(unit, record),
        }),
      ),

    update: <O = RowOf<U>>(
      actor: AdminActor,
      id: number,
      version: number | null,
      steps: RowSave<U, O>,
    ): Promise<WriteOutcome<O>> => store.run((unit) => saveIn(unit, actor, id, version, steps)),

    /** `check` says why the record must stay, or null; left out, nothing holds it back. */
    remove: (
      actor: AdminActor,
      id: number,
      version: number | null,
      check?: (unit: U, before: RowOf<U>) => Promise<Refusal | null>,
    ): Promise<WriteOutcome<RowOf<U>>> =>
      store.run((unit) =>
        removeVersioned<RowOf<U>>(unit, {
          actor,
          entity,
          snapshot,
          id,
          version,
          lock: () => unit.lock(id),
          check: check === undefined ? undefined : (before) => check(unit, before),
          remove: () => unit.remove(id),
        }),
      ),
  }
}
