import { BRAND_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The brands list's address: paging, one of the API's sorts, and the name filter `q`.
export const brandListSearch = listSearchSchema({ sorts: BRAND_SORTS, filters: ['q'] })
export const BRAND_LIST_DEFAULTS = { sort: 'name', order: 'asc' } as const
