// The company's identity lives with the pages' structured data (src/domain/organisation.ts).
export { ORGANISATION } from '../../../src/domain/organisation'

export type SeoSite = { publicUrl: string; mainSiteUrl: string | null }
