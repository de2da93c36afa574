import type { AccountSort } from '../../../src/contract/showcase-admin/accounts'
import type { RowUnit, UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'

// An administrator's account as the showcase's account screens see it (never its password hash). Each
// store is bound to one role (`vitrine` or `admin`): rows of any other role do not exist for it.
export type AccountRecord = {
  id: number
  login: string
  email: string
  active: boolean
  version: number
  createdAt: Date
  updatedAt: Date
}

export type AccountValues = { login: string; email: string; active: boolean }
export type AccountFilters = { active: boolean | null; text: string | null }
export type AccountListRequest = ListWindow & { sort: AccountSort; filters: AccountFilters }

/** An update's password hash is null when the password stays. */
export type AccountUnit = RowUnit<
  AccountRecord,
  AccountValues & { passwordHash: string },
  AccountValues & { passwordHash: string | null }
> & {
  /** Locks the active accounts of the role and answers their ids; taken before `lock`, always. */
  lockActive(): Promise<number[]>
  /** Logins are unique over every administrator, whatever the role. */
  loginTaken(login: string, exceptId: number | null): Promise<boolean>
  revokeSessions(id: number, now: Date): Promise<void>
}

export type AccountStore = UnitStore<AccountUnit> & {
  list(request: AccountListRequest): Promise<ListPage<AccountRecord>>
  find(id: number): Promise<AccountRecord | null>
}
