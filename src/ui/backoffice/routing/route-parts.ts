// What this surface's routes load with their split chunks (loaders, load errors, record descriptors).
// Route files import only their surface (decision 052); kept apart from route-head.ts so that the
// entry never reaches these.
export { ADMINISTRATORS } from '../../../contract/backoffice/administrators'
export { BRANDS } from '../../../contract/backoffice/brands'
export { CATEGORIES } from '../../../contract/backoffice/categories'
export { CUSTOMERS } from '../../../contract/backoffice/customers'
export { PRODUCTS } from '../../../contract/backoffice/products'
export { SETTINGS } from '../../../contract/backoffice/settings'
export { backofficeLoadError, recordIdOf } from '../../kit/backoffice/load-error'
export { resourceListQuery, resourceRecordQuery, singleRecordQuery } from '../../kit/backoffice/resource.queries'
export { secondFactorStatusQuery } from '../security/second-factor.queries'
