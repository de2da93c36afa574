// What other features may use of the back office's artworks/ (docs/decisions/016-server-feature-folders.md).
export { brandArtworkRoutes } from './brand-artworks.routes'
