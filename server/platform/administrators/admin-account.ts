import type { AdminRole } from './admin-role'

export type AdminAccount = {
  id: number
  login: string
  email: string
  role: AdminRole
  active: boolean
  createdAt: Date
  updatedAt: Date
}
