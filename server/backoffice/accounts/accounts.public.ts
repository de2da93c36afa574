// What other features may use of admin-accounts/ (docs/decisions/016-server-feature-folders.md).
export type { BackofficeAccountsDeps } from './accounts-deps'
export { backofficeAccountsRoutes } from './accounts.routes'
