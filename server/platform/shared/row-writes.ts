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

// One resource's writes over the skeletons of versioned-save.ts (decision 054): a factory for units that
// lock, insert, update and remove one row by id.

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
