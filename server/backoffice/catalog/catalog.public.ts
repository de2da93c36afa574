// What other features may use of backoffice/catalog/ (docs/decisions/016-server-feature-folders.md).
export type { BackofficeCatalogDeps } from './catalog-deps'
export { backofficeCatalogRoutes } from './catalog.routes'
export type { CatalogImages } from './catalog-images'
export { CATALOG_IMAGE_UPLOADS, isCatalogImageUpload } from './catalog-http'
