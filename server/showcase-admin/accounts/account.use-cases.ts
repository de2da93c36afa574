import type { AccountBody, AccountUpdateBody } from '../../../src/contract/showcase-admin/accounts'
import { alreadyTaken } from '../../../src/domain/messages/backoffice-messages'
import { ACCOUNTS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { Clock } from '../../platform/shared/clock'
import { createAudited, removeVersioned, saveVersioned } from '../../platform/shared/versioned-save'
import { invalid, refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { AccountListRequest, AccountRecord, AccountStore, AccountValues } from './account-store'
import { presentAccount as snapshot } from './account.presenter'

const loginTaken = () => invalid({ login: alreadyTaken('Ce login') })
const valuesOf = (body: AccountBody | AccountUpdateBody): AccountValues => ({
  login: body.login,
  email: body.email,
  active: body.active,
})

export type AccountUseCasesDeps = {
  store: AccountStore
  passwords: PasswordHasher
  clock: Clock
  /** The audit log's entity: `vitrine_administrator` or `vitrine_ecommerce_user`. */
  entity: string
  /**
   * The refusal when a change would leave no active account of the role, or null when the role may
   * be left empty (the e-commerce `admin` accounts: its super administrators remain).
   */
  lastActive: string | null
}

// One account screen of the showcase back office (decision 036), for the accounts of one role. The active
// accounts are locked before any check, so two requests cannot each remove "the other" last one.
// Writes go through the one versioned save (docs/decisions/054-one-versioned-save.md).
export function accountUseCases(deps: AccountUseCasesDeps) {
  const { store, clock, entity } = deps
  const leavesNoneActive = (active: readonly number[], target: number, stillActive: boolean) =>
    deps.lastActive !== null && !stillActive && active.includes(target) && active.every((id) => id === target)

  return {
    list: (request: AccountListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    async create(actor: AdminActor, body: AccountBody): Promise<WriteOutcome<AccountRecord>> {
      // Hashed before the transaction (argon2id takes its time on purpose, the row locks must not).
      const passwordHash = await deps.passwords.hash(body.password)
      return store.run((unit) =>
        createAudited(unit, {
          actor,
          entity,
          snapshot,
          check: async () => ((await unit.loginTaken(body.login, null)) ? loginTaken() : { values: valuesOf(body) }),
          insert: (values) => unit.insert({ ...values, passwordHash }, clock.now()),
        }),
      )
    },

    async update(actor: AdminActor, id: number, body: AccountUpdateBody): Promise<WriteOutcome<AccountRecord>> {
      const passwordHash = body.password === null ? null : await deps.passwords.hash(body.password)
      const values = valuesOf(body)
      return store.run(async (unit) => {
        const active = await unit.lockActive()
        return saveVersioned(unit, {
          actor,
          entity,
          snapshot,
          id,
          version: body.version,
          lock: () => unit.lock(id),
          check: async () => {
            // The last active account is said first: alone, "not yourself" would hide the real reason.
            if (leavesNoneActive(active, id, values.active)) return refused(deps.lastActive ?? '')
            if (id === actor.id && !values.active) return refused(M.cannotDeactivateSelf)
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
        })
      })
    },

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<AccountRecord>> =>
      store.run(async (unit) => {
        const active = await unit.lockActive()
        return removeVersioned(unit, {
          actor,
          entity,
          snapshot,
          id,
          version,
          lock: () => unit.lock(id),
          check: async () => {
            if (leavesNoneActive(active, id, false)) return refused(deps.lastActive ?? '')
            if (id === actor.id) return refused(M.cannotDeleteSelf)
            return null
          },
          remove: async () => {
            await unit.revokeSessions(id, clock.now())
            await unit.remove(id)
          },
        })
      }),
  }
}

export type AccountUseCases = ReturnType<typeof accountUseCases>
