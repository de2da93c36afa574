// What other features may use of backoffice/accounts/ (docs/decisions/016-server-feature-folders.md).
export type { BackofficeAccountsDeps } from './accounts-deps'
export { backofficeAccountsRoutes } from './accounts.routes'
