// What other features may use of admin-accounts/ (docs/decisions/016-server-feature-folders.md).
export type { AdminAccountsDeps } from './accounts-deps'
export { adminAccountsRoutes } from './accounts.routes'
