import type { ShopProfile } from './shop-profile'

// passwordHash is null until the shop sets its password from the back office's set-up link.
export type ShopCredentials = { id: number; passwordHash: string | null }

export type ShopRepository = {
  findCredentialsByIdentifiant(identifiant: string): Promise<ShopCredentials | null>
  findProfileById(id: number): Promise<ShopProfile | null>
}
