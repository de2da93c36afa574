import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { admins } from '../db/schema'
import type { AdminRepository } from './admin-repository'

const accountColumns = {
  id: admins.id,
  login: admins.login,
  email: admins.email,
  role: admins.role,
  active: admins.active,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
}

export function drizzleAdminRepository(db: Database): AdminRepository {
  return {
    async findByLogin(login) {
      const rows = await db
        .select({ ...accountColumns, passwordHash: admins.passwordHash })
        .from(admins)
        .where(eq(admins.login, login))
      return rows[0] ?? null
    },
    async findById(id) {
      const rows = await db.select(accountColumns).from(admins).where(eq(admins.id, id))
      return rows[0] ?? null
    },
  }
}
