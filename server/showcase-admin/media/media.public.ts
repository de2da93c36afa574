// What other features may use of showcase-media/ (docs/decisions/016-server-feature-folders.md).
export { mediaLibraryRoutes, type MediaLibraryUseCases } from './media-library.routes'
export { mediaLibraryUseCases } from './media-library.use-cases'
export { drizzleMediaLibraryStore } from './media-library-store.drizzle'
export { storageMediaLibraryFiles } from './media-library-files'
