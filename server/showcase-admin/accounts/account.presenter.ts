import type { AccountWire } from '../../../src/contract/showcase-admin/accounts'
import type { AccountRecord } from './account-store'

export const presentAccount = (record: AccountRecord): AccountWire => ({
  id: record.id,
  login: record.login,
  email: record.email,
  active: record.active,
  version: record.version,
  created_at: record.createdAt.toISOString(),
  updated_at: record.updatedAt.toISOString(),
})
