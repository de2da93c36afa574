// What other features may use of pricing/ (docs/decisions/016-server-feature-folders.md): cart and
// orders price the same way and share this module rather than import each other
// (docs/decisions/058-no-import-circles.md).
export type { CommercialTerms } from './commercial-terms'
export { cartTotals, francoOf, pricedTotals, storedTotals } from './pricing'
export type { PricedLine, StoredTotals } from './pricing'
