import type { AccountBody, AccountUpdateBody } from '../../../src/contract/showcase-admin/accounts'
import { ACCOUNTS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { Clock } from '../../platform/shared/clock'
import { accountWrites } from '../../platform/shared/account-writes'
import { refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { AccountListRequest, AccountRecord, AccountStore, AccountUnit, AccountValues } from './account-store'
import { presentAccount as snapshot } from './account.presenter'

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

// One account screen of the showcase back office (decision 036), for the accounts of one role: its active
// accounts are the ones that must not all go (server/platform/shared/account-writes.ts).
export function accountUseCases(deps: AccountUseCasesDeps) {
  const { store } = deps
  const leavesNoneActive = (active: readonly number[], target: number, stillActive: boolean) =>
    deps.lastActive !== null && !stillActive && active.includes(target) && active.every((id) => id === target)
  const accounts = accountWrites<AccountRecord, AccountValues, AccountUnit>({
    ...deps,
    snapshot,
    guarded: (unit) => unit.lockActive(),
    // The last active account is said first: alone, "not yourself" would hide the real reason.
    updateRefusal: (active, id, values, actor) => {
      if (leavesNoneActive(active, id, values.active)) return refused(deps.lastActive ?? '')
      return id === actor.id && !values.active ? refused(M.cannotDeactivateSelf) : null
    },
    removeRefusal: (active, id, actor) => {
      if (leavesNoneActive(active, id, false)) return refused(deps.lastActive ?? '')
      return id === actor.id ? refused(M.cannotDeleteSelf) : null
    },
  })

  return {
    list: (request: AccountListRequest) => store.list(request),
    find: (id: number) => store.find(id),
    create: (actor: AdminActor, body: AccountBody): Promise<WriteOutcome<AccountRecord>> =>
      accounts.create(actor, body.password, valuesOf(body)),
    update: (actor: AdminActor, id: number, body: AccountUpdateBody): Promise<WriteOutcome<AccountRecord>> =>
      accounts.update(actor, id, body, valuesOf(body)),
    remove: accounts.remove,
  }
}

export type AccountUseCases = ReturnType<typeof accountUseCases>
