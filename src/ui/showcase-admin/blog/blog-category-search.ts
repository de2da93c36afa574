import { BLOG_CATEGORY_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The blog categories list's address, kept light: the route's search validation ships in the entry chunk.
export const blogCategorySearch = listSearchSchema({ sorts: BLOG_CATEGORY_SORTS, filters: ['q'] })
