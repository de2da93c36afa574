// What other features may use of shops/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import shops/'s other files from outside.
export type { ShopProfile } from './shop-profile'
export type { ShopRepository } from './shop-repository'
