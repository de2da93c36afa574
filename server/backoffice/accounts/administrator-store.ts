import type { AdministratorRole, AdministratorSort } from '../../../src/contract/backoffice/administrators'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { ListReads, ListRequest } from '../../platform/db/list-order'
import type { UnitStore } from '../../platform/shared/row-writes'

// An e-commerce administrator as the administrators' screen sees it (never its password hash).
export type AdministratorRecord = {
  id: number
  login: string
  email: string
  role: AdministratorRole
  active: boolean
  version: number
  createdAt: Date
  updatedAt: Date
}

export type AdministratorValues = { login: string; email: string; role: AdministratorRole; active: boolean }

export type AdministratorFilters = { role: AdministratorRole | null; active: boolean | null; text: string | null }
export type AdministratorListRequest = ListRequest<AdministratorSort, AdministratorFilters>

/** Everything done through a unit commits together (its audit lines included) or not at all. */
export type AdministratorUnit = {
  /**
   * Locks the rows of every active super administrator until the end of the transaction and answers
   * their ids: two requests that would each remove "another" super administrator wait for each other.
   * Take it before `lock`, always in this order.
   */
  lockActiveSuperAdmins(): Promise<number[]>
  /** Locks an e-commerce administrator's row; null for an unknown or showcase administrator. */
  lock(id: number): Promise<AdministratorRecord | null>
  loginTaken(login: string, exceptId: number | null): Promise<boolean>
  insert(values: AdministratorValues & { passwordHash: string }, now: Date): Promise<AdministratorRecord>
  /** null when the version moved on meanwhile. */
  update(
    id: number,
    version: number,
    values: AdministratorValues & { passwordHash: string | null },
    now: Date,
  ): Promise<AdministratorRecord | null>
  remove(id: number): Promise<void>
  revokeSessions(adminId: number, now: Date): Promise<void>
  audit(entry: AuditEntry): Promise<void>
}

export type AdministratorStore = ListReads<AdministratorListRequest, AdministratorRecord> & UnitStore<AdministratorUnit>
