import type { ShopProfile } from './shop-profile'

export type ShopCredentials = { id: number; passwordHash: string }

export type ShopRepository = {
  findCredentialsByIdentifiant(identifiant: string): Promise<ShopCredentials | null>
  findProfileById(id: number): Promise<ShopProfile | null>
}
