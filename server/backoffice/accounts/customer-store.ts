import type { CustomerSort } from '../../../src/contract/backoffice/customers'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { ListReads, ListRequest } from '../../platform/db/list-order'
import type { UnitStore } from '../../platform/shared/row-writes'

// A shop account as the back office sees it (never its password hash, only whether it has one).
export type CustomerRecord = {
  id: number
  brandId: number
  brandName: string
  identifiant: string
  name: string
  email: string
  addressLine1: string
  postalCode: string
  city: string
  country: string
  validatorId: number | null
  validatorIdentifiant: string | null
  active: boolean
  hasPassword: boolean
  version: number
  createdAt: Date
  updatedAt: Date
}

/** What the back office writes of a shop: its record but for what the database derives or keeps. */
export type CustomerValues = Omit<
  CustomerRecord,
  'id' | 'brandName' | 'validatorIdentifiant' | 'hasPassword' | 'version' | 'createdAt' | 'updatedAt'
>

export type CustomerFilters = { brandId: number | null; active: boolean | null; text: string | null }
export type CustomerListRequest = ListRequest<CustomerSort, CustomerFilters>

/** Everything done through a unit commits together (its audit lines included) or not at all. */
export type CustomerUnit = {
  /** Locks the shop row until the end of the transaction. */
  lock(id: number): Promise<CustomerRecord | null>
  identifiantTaken(identifiant: string, exceptId: number | null): Promise<boolean>
  brandExists(brandId: number): Promise<boolean>
  shopBrand(shopId: number): Promise<number | null>
  /** Whether other shops name this one as their validator. */
  validatesOthers(shopId: number): Promise<boolean>
  hasOrders(shopId: number): Promise<boolean>
  insert(values: CustomerValues, now: Date): Promise<CustomerRecord>
  /** null when the version moved on meanwhile. */
  update(id: number, version: number, values: Partial<CustomerValues>, now: Date): Promise<CustomerRecord | null>
  remove(id: number): Promise<void>
  revokeSessions(shopId: number, now: Date): Promise<void>
  /** A new one-time set-up token; the shop's earlier unused ones stop working. */
  issuePasswordToken(shopId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void>
  companyName(): Promise<string>
  audit(entry: AuditEntry): Promise<void>
}

export type CustomerStore = ListReads<CustomerListRequest, CustomerRecord> & UnitStore<CustomerUnit>
