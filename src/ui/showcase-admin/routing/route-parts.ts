// What this surface's routes load with their split chunks (loaders, load errors, record descriptors).
// Route files import only their surface (decision 052); kept apart from route-head.ts so that the
// entry never reaches these.
export { ARTICLES, ARTICLE_PREVIEWS, BLOG_CATEGORIES } from '../../../contract/showcase-admin/blog'
export { SHOWCASE_ATTRIBUTES } from '../../../contract/showcase-admin/catalog-attributes'
export { SHOWCASE_CATEGORIES } from '../../../contract/showcase-admin/catalog-categories'
export { SHOWCASE_PRODUCTS, productVariantsResource } from '../../../contract/showcase-admin/catalog-products'
export { CATALOGUES } from '../../../contract/showcase-admin/catalogues'
export { HOME_BLOCKS } from '../../../contract/showcase-admin/home-blocks'
export { JOBS, JOB_PREVIEWS } from '../../../contract/showcase-admin/jobs'
export { MEDIA } from '../../../contract/showcase-admin/media'
export { PARTNERS } from '../../../contract/showcase-admin/partners'
export { backofficeLoadError, recordIdOf } from '../../kit/backoffice/load-error'
export { resourceListQuery, resourceRecordQuery } from '../../kit/backoffice/resource.queries'
export { secondFactorStatusQuery } from '../../backoffice/security/second-factor.queries'
