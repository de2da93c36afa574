import type { AccountSort } from '../../../src/contract/showcase-admin/accounts'
import type { AuditEntry } from '../../platform/audit/audit.public'
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

export type AccountUnit = {
  /** Locks the active accounts of the role and answers their ids; taken before `lock`, always. */
  lockActive(): Promise<number[]>
  lock(id: number): Promise<AccountRecord | null>
  /** Logins are unique over every administrator, whatever the role. */
  loginTaken(login: string, exceptId: number | null): Promise<boolean>
  insert(values: AccountValues & { passwordHash: string }, now: Date): Promise<AccountRecord>
  update(
    id: number,
    version: number,
    values: AccountValues & { passwordHash: string | null },
    now: Date,
  ): Promise<AccountRecord | null>
  remove(id: number): Promise<void>
  revokeSessions(id: number, now: Date): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

export type AccountStore = {
  list(request: AccountListRequest): Promise<ListPage<AccountRecord>>
  find(id: number): Promise<AccountRecord | null>
  run<T>(work: (unit: AccountUnit) => Promise<T>): Promise<T>
}
