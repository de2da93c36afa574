import { alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import {
  createAudited,
  removeVersioned,
  saveVersioned,
  type AuditedUnit,
  type Refusal,
  type Snapshot,
} from './versioned-save'
import { invalid, type AdminActor, type WriteOutcome } from './write-outcome'

// The writes of an administrators' account screen, the e-commerce back office's (decision 033) and the
// showcase's (decision 036) alike: a login unique over every administrator, the password hashed before the
// transaction (argon2id takes its time on purpose, the row locks must not), and the sessions of an account
// deactivated, deleted or whose password someone else replaced ended in the same transaction. Each screen
// says which accounts must not all go and why: those rows are locked before any check, so two requests
// cannot each remove "the other" last one. Writes go through docs/decisions/054-one-versioned-save.md.

type AccountRow = { id: number; version: number; active: boolean }
/** Who writes which account, what the log keeps of it, and its lock. */
type Audited<R> = {
  actor: AdminActor
  entity: string
  snapshot: (record: R) => Snapshot
  id: number
  version: number | null
  lock: () => Promise<R | null>
}
type AccountFields = { login: string; active: boolean }

/** An account screen's transaction. */
export type AccountUnit<R, V> = AuditedUnit & {
  lock(id: number): Promise<R | null>
  loginTaken(login: string, exceptId: number | null): Promise<boolean>
  insert(values: V & { passwordHash: string }, now: Date): Promise<R>
  /** null when the version moved on meanwhile. */
  update(id: number, version: number, values: V & { passwordHash: string | null }, now: Date): Promise<R | null>
  remove(id: number): Promise<void>
  revokeSessions(id: number, now: Date): Promise<void>
}

export type AccountRules<R, V, U> = {
  store: { run<T>(work: (unit: U) => Promise<T>): Promise<T> }
  passwords: { hash(password: string): Promise<string> }
  clock: { now(): Date }
  /** The audit log's entity. */
  entity: string
  snapshot: (record: R) => Snapshot
  /** Locks the active accounts the screen must not leave empty and answers their ids; taken before `lock`. */
  guarded: (unit: U) => Promise<number[]>
  /** Why an update must not be done (in the order the screen says them), or null; the login is checked after. */
  updateRefusal: (guarded: readonly number[], id: number, values: V, actor: AdminActor) => Refusal | null
  removeRefusal: (guarded: readonly number[], id: number, actor: AdminActor) => Refusal | null
}

const loginTaken = () => invalid({ login: alreadyTaken('Ce login') })

export function accountWrites<R extends AccountRow, V extends AccountFields, U extends AccountUnit<R, V>>(
  rules: AccountRules<R, V, U>,
) {
  const { store, clock, entity, snapshot } = rules

  /** A write of one account, in one transaction, once the accounts that must not all go are locked. */
  const guardedRun = <T>(
    actor: AdminActor,
    id: number,
    version: number | null,
    work: (unit: U, guarded: number[], row: Audited<R>) => Promise<T>,
  ) =>
    store.run(async (unit) => {
      const guarded = await rules.guarded(unit)
      return work(unit, guarded, { actor, entity, snapshot, id, version, lock: () => unit.lock(id) })
    })

  return {
    async create(actor: AdminActor, password: string, values: V): Promise<WriteOutcome<R>> {
      const passwordHash = await rules.passwords.hash(password)
      return store.run((unit) =>
        createAudited(unit, {
          actor,
          entity,
          snapshot,
          check: async () => ((await unit.loginTaken(values.login, null)) ? loginTaken() : { values }),
          insert: (checked) => unit.insert({ ...checked, passwordHash }, clock.now()),
        }),
      )
    },

    /** A null password keeps the account's own. */
    async update(
      actor: AdminActor,
      id: number,
      body: { version: number; password: string | null },
      values: V,
    ): Promise<WriteOutcome<R>> {
      const passwordHash = body.password === null ? null : await rules.passwords.hash(body.password)
      return guardedRun(actor, id, body.version, (unit, guarded, row) =>
        saveVersioned(unit, {
          ...row,
          check: async () => {
            const refusal = rules.updateRefusal(guarded, id, values, actor)
            if (refusal !== null) return refusal
            if (await unit.loginTaken(values.login, id)) return loginTaken()
            return { values: { ...values, passwordHash } }
          },
          write: async (changes, before) => {
            const now = clock.now()
            const after = await unit.update(id, body.version, changes, now)
            if (after === null) return null
            const othersPassword = passwordHash !== null && id !== actor.id
            if ((before.active && !after.active) || othersPassword) await unit.revokeSessions(id, now)
            return after
          },
          action: passwordHash === null ? 'update' : 'update-password',
        }),
      )
    },

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<R>> =>
      guardedRun(actor, id, version, (unit, guarded, row) =>
        removeVersioned(unit, {
          ...row,
          check: async () => rules.removeRefusal(guarded, id, actor),
          remove: async () => {
            await unit.revokeSessions(id, clock.now())
            await unit.remove(id)
          },
        }),
      ),
  }
}
