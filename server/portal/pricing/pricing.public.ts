// What other features may use of pricing/ (docs/decisions/016-server-feature-folders.md): cart and
// orders price the same way and share this module rather than import each other
// (docs/decisions/058-no-import-circles.md).
export type { CommercialTerms } from './commercial-terms'
export { bookOf, cartTotals, francoOf, linePrice, pricedTotals, storedTotals } from './pricing'
export type { BookedOption, PricedLine, StoredTotals } from './pricing'
