// What other features may use of admins/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import admins/'s other files from outside.
export type { AdminAccount } from './admin-account'
export type { AdminRepository } from './admin-repository'
export { ADMIN_ROLES } from './admin-role'
export { ECOMMERCE_ADMIN_ROLES, isEcommerceAdmin } from './admin-role'
export type { AdminRole } from './admin-role'
export { requireAdminRole, type AdminEnv } from './admin-guard'
