// What other features may use of storefront/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import storefront/'s other files from outside.
export type { ArticleDetail } from './blog/blog-records'
export type { ProductDetail } from './catalog/catalog-records'
export type { JobDetail } from './jobs/job-records'
export type { FaqEntry } from './pages/page-library'
export { escapeHtml, textOfHtml } from './rich-text'
export type { StorefrontDeps } from './storefront-deps'
export type { ShowcaseAdminAuth } from './admin-auth/showcase-admin-auth'
export { requireShowcaseAdmin, type ShowcaseAdminEnv } from './http/require-showcase-admin'
