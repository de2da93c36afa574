// What other features may use of showcase-admin/home/ (docs/decisions/016-server-feature-folders.md).
export { showcaseHomeAdminRoutes, type ShowcaseHomeAdminDeps } from './home.routes'
