// What the showcase's other features use of its catalogue (docs/decisions/016-server-feature-folders.md).
export type { CategoryRef, Page, Paging, ProductCardRecord } from './catalog-records'
export { presentProductCard, presentRef } from './catalog.presenter'
export { selectProductCards } from './product-cards.drizzle'
