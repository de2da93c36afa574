// What other features may use of catalog/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import catalog/'s other files from outside.
export type { CatalogOption, PortalCatalogRepository } from './catalog-repository'
export { presentOption, presentProductSummary, presentTiers } from './catalog.presenter'
