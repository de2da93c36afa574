import type { AdminRole } from '../../../src/domain/admin-roles'

export type AdminAccount = {
  id: number
  login: string
  email: string
  role: AdminRole
  active: boolean
  createdAt: Date
  updatedAt: Date
}
