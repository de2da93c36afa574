import type { AdminAccount } from '../admins/admin-account'

export function presentAdmin(admin: AdminAccount) {
  return {
    id: admin.id,
    login: admin.login,
    email: admin.email,
    role: admin.role,
    created_at: admin.createdAt.toISOString(),
    updated_at: admin.updatedAt.toISOString(),
  }
}
