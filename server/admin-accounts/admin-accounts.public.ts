// What other features may use of admin-accounts/ (docs/decisions/016-server-feature-folders.md).
export type { AdminAccountsDeps } from './admin-accounts-deps'
export { adminAccountsRoutes } from './admin-accounts.routes'
