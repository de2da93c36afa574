import type { AdminWire } from '../../../src/contract/portal/auth'
import type { AdminAccount } from '../../platform/administrators/administrators.public'

export function presentAdmin(admin: AdminAccount): AdminWire {
  return {
    id: admin.id,
    login: admin.login,
    email: admin.email,
    role: admin.role,
    created_at: admin.createdAt.toISOString(),
    updated_at: admin.updatedAt.toISOString(),
  }
}
