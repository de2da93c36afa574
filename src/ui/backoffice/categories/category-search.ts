import { CATEGORY_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The categories list's address: paging, one of the API's sorts, and the filters text `q` and brand.
export const categoryListSearch = listSearchSchema({ sorts: CATEGORY_SORTS, filters: ['q', 'brand_id'] })
export const CATEGORY_LIST_DEFAULTS = { sort: 'name', order: 'asc' } as const
