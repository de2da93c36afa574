import type { AdministratorWire } from '../../../src/contract/backoffice/administrators'
import type { AdministratorRecord } from './administrator-store'

export function presentAdministrator(record: AdministratorRecord): AdministratorWire {
  return {
    id: record.id,
    login: record.login,
    email: record.email,
    role: record.role,
    active: record.active,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  }
}
