// What other features may use of artworks/ (docs/decisions/016-server-feature-folders.md).
export type { ArtworkRecord, ArtworkStore } from './artwork-library'
export { artworkLibrary, type ArtworkLibrary } from './artwork-library.use-cases'
export { drizzleArtworkStore } from './artwork-store.drizzle'
export { ARTWORK_UPLOADS, artworkFileAnswer, readArtworkUpload, savedArtwork } from './artwork-http'
export { presentArtwork } from './artwork.presenter'
export { artworkRoutes } from './artworks.routes'
