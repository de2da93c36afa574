// What other features may use of admins/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import admins/'s other files from outside.
export type { AdminAccount } from './admin-account'
export type { AdminRepository } from './admin-repository'
export { ADMIN_ROLES } from '../../../src/domain/admin-roles'
export { ECOMMERCE_ADMIN_ROLES, isEcommerceAdmin } from '../../../src/domain/admin-roles'
export type { AdminRole } from '../../../src/domain/admin-roles'
export type { AdminEnv } from './admin-env'
