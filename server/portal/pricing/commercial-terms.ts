// The domain's type (decision 057: a value keeps its domain name from the projection to the screen).
export type { CommercialTerms } from '../../../src/domain/commercial-terms'
