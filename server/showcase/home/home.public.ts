// What the showcase's other features use of its home page (docs/decisions/016-server-feature-folders.md).
export type { HomeRepository } from './home-repository'
export { presentCatalogue, presentHomeBlock, presentPartner } from './home.presenter'
