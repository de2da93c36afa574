// What other features may use of web/ (docs/decisions/016-server-feature-folders.md).
export type { PageRenderer } from './web-app.routes'
