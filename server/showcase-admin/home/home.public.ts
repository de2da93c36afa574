// What other features may use of showcase-home-admin/ (docs/decisions/016-server-feature-folders.md).
export { showcaseHomeAdminRoutes, type ShowcaseHomeAdminDeps } from './home.routes'
