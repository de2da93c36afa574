// What other features may use of backoffice/ (docs/decisions/016-server-feature-folders.md): the shape
// of the back office's wired use cases, which the portal's dependencies carry.
export type { BackofficeDeps } from './backoffice-deps'
