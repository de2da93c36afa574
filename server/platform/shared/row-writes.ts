import { type AdminActor, type WriteOutcome } from './write-outcome'
import {
  saveVersioned,
  removeVersioned,
  createAudited,
  type Refusal,
  type AuditedUnit,
  type Checked,
  type Snapshot,
} from './versioned-save'

// One resource's writes over the skeletons of versioned-save.ts (decision 054): recordWrites binds the
// store, the entity the audit names, its snapshot and the lock by id, and leaves the writes themselves to
// the use case; rowWrites adds the insert, update and remove of a unit that does them by id.

/**
 * What most resources' transactions offer: their row locked, inserted, updated and removed by id, and the
 * audit. A unit of another shape (a row owned by a parent, an insert with more than its values) goes
 * through recordWrites, which asks for the write.
 */
export type RowUnit<R, C, W> = AuditedUnit & {
  lock(id: number): Promise<R | null>
  insert(values: C, now: Date): Promise<R>
  update(id: number, version: number, values: W, now: Date): Promise<R | null>
  remove(id: number): Promise<void>
}

type Row = { id: number; version: number }
type LockingUnit = AuditedUnit & { lock(id: number): Promise<Row | null> }
type RowOf<U> = U extends { lock(id: number): Promise<(infer R extends Row) | null> } ? R : never
type CreatedOf<U> = U extends { insert(values: infer C, now: Date): Promise<unknown> } ? C : never
type WrittenOf<U> = U extends { update(id: number, version: number, values: infer W, now: Date): Promise<unknown> }
  ? W
  : never

/** A store that runs its units of work, each in one transaction. */
export type UnitStore<U> = { run<T>(work: (unit: U) => Promise<T>): Promise<T> }

/** The steps of an update that differ between resources; the lock, the version check and the audit do not. */
export type RecordSave<U, V, O> = {
  /** Left out, the write gets no values. */
  check?: (unit: U, before: RowOf<U>) => Promise<Checked<V>>
  write: (unit: U, values: V, before: RowOf<U>) => Promise<RowOf<U> | null>
  /** The audit action; 'update' by default. */
  action?: string
  /** The outcome of a write done; the written record by default. */
  answer?: (unit: U, after: RowOf<U>) => Promise<WriteOutcome<O>>
}

/** The steps of a creation: the refusal of the form or its values, and the insert. */
export type RecordCreation<U, V, O> = {
  check: (unit: U) => Promise<Checked<V>>
  insert: (unit: U, values: V) => Promise<RowOf<U>>
  answer?: (unit: U, record: RowOf<U>) => Promise<WriteOutcome<O>>
}

/** The steps of a delete: why the record must stay (or null), and the delete. */
export type RecordRemoval<U> = {
  check?: (unit: U, before: RowOf<U>) => Promise<Refusal | null>
  remove: (unit: U, before: RowOf<U>) => Promise<void>
}

/** A step of the use case, given the unit it runs in; left out, left out. */
const inUnit = <U, A extends unknown[], T>(unit: U, step: ((unit: U, ...args: A) => T) | undefined) =>
  step === undefined ? undefined : (...args: A) => step(unit, ...args)

/**
 * The writes of one resource (docs/decisions/054-one-versioned-save.md) whose unit locks its row by id:
 * the store's transaction, the entity and the snapshot the audit keeps are wired once here, so that a
 * use case only says what it checks, writes and answers.
 */
export function recordWrites<U extends LockingUnit>(deps: {
  store: UnitStore<U>
  entity: string
  snapshot?: (record: RowOf<U>) => Snapshot
}) {
  const { store, entity, snapshot } = deps
  // What the audit names and the lock of the row, the same for its updates and its delete.
  const row = (unit: U, actor: AdminActor, id: number, version: number | null) => ({
    actor,
    entity,
    snapshot,
    id,
    version,
    lock: () => unit.lock(id) as Promise<RowOf<U> | null>,
  })

  /** One update inside the caller's transaction (a bulk action loops over it). */
  const saveIn = <V, O = RowOf<U>>(
    unit: U,
    actor: AdminActor,
    id: number,
    version: number | null,
    steps: RecordSave<U, V, O>,
  ) =>
    saveVersioned<RowOf<U>, V, O>(unit, {
      ...row(unit, actor, id, version),
      check: inUnit(unit, steps.check),
      write: (values, before) => steps.write(unit, values, before),
      action: steps.action,
      answer: inUnit(unit, steps.answer),
    })

  return {
    saveIn,

    save: <V, O = RowOf<U>>(
      actor: AdminActor,
      id: number,
      version: number | null,
      steps: RecordSave<U, V, O>,
    ): Promise<WriteOutcome<O>> => store.run((unit) => saveIn(unit, actor, id, version, steps)),

    create: <V, O = RowOf<U>>(actor: AdminActor, steps: RecordCreation<U, V, O>): Promise<WriteOutcome<O>> =>
      store.run((unit) =>
        createAudited<RowOf<U>, V, O>(unit, {
          actor,
          entity,
          snapshot,
          check: () => steps.check(unit),
          insert: (values) => steps.insert(unit, values),
          answer: inUnit(unit, steps.answer),
        }),
      ),

    remove: (
      actor: AdminActor,
      id: number,
      version: number | null,
      steps: RecordRemoval<U>,
    ): Promise<WriteOutcome<RowOf<U>>> =>
      store.run((unit) =>
        removeVersioned<RowOf<U>>(unit, {
          ...row(unit, actor, id, version),
          check: inUnit(unit, steps.check),
          remove: (before) => steps.remove(unit, before),
        }),
      ),
  }
}

/** The steps of a RowUnit's update that differ between resources: the write is the unit's update. */
export type RowSave<U, O> = Omit<RecordSave<U, WrittenOf<U>, O>, 'check' | 'write'> & {
  check: (unit: U, before: RowOf<U>) => Promise<Checked<WrittenOf<U>>>
}

/**
 * The writes of one resource whose unit is a RowUnit (docs/decisions/054-one-versioned-save.md): the
 * insert and update stamped by the clock and the removal by id are wired too. An update writes over the
 * version it locked: once the check of the version read has passed, the two are the same.
 */
export function rowWrites<U extends RowUnit<RowOf<U>, CreatedOf<U>, WrittenOf<U>>>(deps: {
  store: UnitStore<U>
  clock: { now(): Date }
  entity: string
  snapshot?: (record: RowOf<U>) => Snapshot
}) {
  const { clock } = deps
  const records = recordWrites<U>(deps)
  const write = (unit: U, values: WrittenOf<U>, locked: Row) =>
    unit.update(locked.id, locked.version, values, clock.now())
  const removeRow = (unit: U, before: Row) => unit.remove(before.id)

  const rows = {
    saveIn: <O = RowOf<U>>(unit: U, actor: AdminActor, id: number, version: number | null, steps: RowSave<U, O>) =>
      records.saveIn<WrittenOf<U>, O>(unit, actor, id, version, { ...steps, write }),

    create: <O = RowOf<U>>(
      actor: AdminActor,
      check: (unit: U) => Promise<Checked<CreatedOf<U>>>,
      answer?: (unit: U, record: RowOf<U>) => Promise<WriteOutcome<O>>,
    ): Promise<WriteOutcome<O>> =>
      records.create<CreatedOf<U>, O>(actor, {
        check,
        insert: (unit, values) => unit.insert(values, clock.now()),
        answer,
      }),

    update: <O = RowOf<U>>(
      actor: AdminActor,
      id: number,
      version: number | null,
      steps: RowSave<U, O>,
    ): Promise<WriteOutcome<O>> => records.save<WrittenOf<U>, O>(actor, id, version, { ...steps, write }),

    /** `check` says why the record must stay, or null; left out, nothing holds it back. */
    remove: (
      actor: AdminActor,
      id: number,
      version: number | null,
      check?: (unit: U, before: RowOf<U>) => Promise<Refusal | null>,
    ): Promise<WriteOutcome<RowOf<U>>> => records.remove(actor, id, version, { check, remove: removeRow }),
  }

  return {
    ...rows,

    /**
     * The create, update and remove of a form checked the same way for both writes (`exceptId` and `before`
     * are null on a create: a unique slug or name is then free of every row). `keep` says why a record must
     * stay.
     */
    forms: <B>(
      check: (
        unit: U,
        body: B,
        exceptId: number | null,
        before: RowOf<U> | null,
      ) => Promise<Checked<CreatedOf<U> & WrittenOf<U>>>,
      keep?: (unit: U, before: RowOf<U>) => Promise<Refusal | null>,
    ) => ({
      create: (actor: AdminActor, body: B): Promise<WriteOutcome<RowOf<U>>> =>
        rows.create(actor, (unit) => check(unit, body, null, null)),
      update: (actor: AdminActor, id: number, body: B & { version: number }): Promise<WriteOutcome<RowOf<U>>> =>
        rows.update(actor, id, body.version, { check: (unit, before) => check(unit, body, id, before) }),
      remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<RowOf<U>>> =>
        rows.remove(actor, id, version, keep),
    }),
  }
}
