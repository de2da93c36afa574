import type { AdminAccount } from './admin-account'

export type AdminRepository = {
  findByLogin(login: string): Promise<(AdminAccount & { passwordHash: string }) | null>
  findById(id: number): Promise<AdminAccount | null>
}
