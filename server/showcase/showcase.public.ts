// What other features may use of storefront/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import storefront/'s other files from outside.
export type { ArticleDetail } from './blog/blog-records'
export type { ProductDetail } from './catalog/catalog-records'
export type { JobDetail, PublicJob } from './jobs/job-records'
export type { FaqEntry } from './pages/page-library'
export { escapeHtml, textOfHtml } from '../platform/shared/rich-text'
// The blog back office (decision 036): the same allow-list on write, and the public article wire for its preview.
export { firstParagraphText, readingMinutes, summarise } from '../platform/shared/rich-text'
export { presentArticle } from './blog/blog.presenter'
export { sanitizeRichText } from '../platform/shared/rich-text'
// The media library (server/showcase-media) checks an uploaded PDF's structure the same way.
export { hasPdfStructure } from '../platform/shared/document-structure'
export type { ShowcaseDeps } from './showcase-deps'
export type { ShowcaseAdminAuth } from '../showcase-admin/auth/showcase-admin-auth'
export { requireShowcaseAdmin, type ShowcaseAdminEnv } from '../showcase-admin/auth/require-showcase-admin'
export { findProductPreview } from './catalog/catalog-repository.drizzle'
export { presentProduct as presentPublicProduct } from './catalog/catalog.presenter'
// The catalogue-brochures job (server/jobs) renders the catalogues' PDFs again when their content changed.
export { ensureCataloguePdfs } from './catalogues/catalogue-brochure'
